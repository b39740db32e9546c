import { render } from 'preact'
import { App } from './App'

// The workspace bundle's only side effect: render the app into the page's #workspace-root, with the
// API base from its script tag's data-api-base (a module script has no currentScript).
const script = document.querySelector<HTMLScriptElement>('script[data-api-base]')
const base = new URL(script?.dataset.apiBase || '/api', location.href).href.replace(/\/+$/, '')
function start() {
  const root = document.getElementById('workspace-root')
  if (!root) return
  // The page's "Loading…" placeholder is not the app's markup: clear it rather than diff against it.
  root.textContent = ''
  render(<App apiBase={base} />, root)
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
