import { useEffect, useState } from 'react'
import type { Config, DOMPurify } from 'dompurify'
import { useWidget } from '../context/WidgetContext'
import { loadPurify, PURIFY_CAN_FAIL } from '../purify/loadPurify'
import { trustedPolicy } from '../purify/trustedPolicy'

export { TRUSTED_TYPES_POLICY_NAME } from '../purify/trustedPolicy'

/**
 * Server HTML never brings scripts, styles, frames or forms into the widget, nor SVG or MathML: the
 * HTML profile alone (the build empties DOMPurify's other lists: scripts/htmlOnlyPurify.mjs).
 */
const BASE: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
}

const hooked = new WeakSet<DOMPurify>()

/** Sanitized HTML: a TrustedHTML where Trusted Types exist, else a string. */
export function sanitizeHtml(purify: DOMPurify, html: string): string {
  if (!hooked.has(purify)) {
    hooked.add(purify)
    // Server HTML often forgets alt text; an image without one is read out as its file name.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
    })
  }
  const p = trustedPolicy()
  // DOMPurify strips every on* handler and javascript:/data: URL on its own.
  return purify.sanitize(html, p ? { ...BASE, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: p as never } : BASE) as string
}

/**
 * The words of some HTML without any of its markup, for when the sanitizer cannot be loaded:
 * parsed in an inert document (no scripts run, nothing loads), one line per block, as text.
 */
function linesOf(html: string): string[] {
  const p = trustedPolicy()
  const doc = new DOMParser().parseFromString((p ? p.createHTML(html) : html) as string, 'text/html')
  doc.querySelectorAll('script,style,noscript,template').forEach((el) => el.remove())
  doc.querySelectorAll('p,div,li,h1,h2,h3,h4,h5,h6,tr,br').forEach((el) => el.after('\n'))
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/**
 * Starts fetching the sanitizer while a request that answers with HTML is in flight, so the
 * answer shows without a 'Loading...' pause. A failure here is retried by SafeHtml itself.
 */
export function preloadSanitizer(root: ShadowRoot): void {
  loadPurify(root).catch(() => undefined)
}

type View = { kind: 'loading' } | { kind: 'html'; html: string } | { kind: 'text'; lines: string[] }

/**
 * HTML from the server (the QR check's result, the service request's estimate) rendered inside
 * the widget only after DOMPurify has cleaned it. Works on pages that enforce Trusted Types.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const { root, text } = useWidget()
  const [view, setView] = useState<View>({ kind: 'loading' })
  useEffect(() => {
    let live = true
    loadPurify(root).then(
      (purify) => live && setView({ kind: 'html', html: sanitizeHtml(purify, html) }),
      // Only where the sanitizer is fetched: the single file carries it, so this branch leaves its build.
      PURIFY_CAN_FAIL ? () => live && setView({ kind: 'text', lines: linesOf(html) }) : undefined,
    )
    return () => {
      live = false
    }
  }, [html, root])
  if (view.kind === 'loading')
    return (
      <div className={className} role="status" aria-busy="true">
        {text.options.loading}
      </div>
    )
  if (view.kind === 'text')
    return (
      <div className={className}>
        {view.lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    )
  return <div className={className} dangerouslySetInnerHTML={{ __html: view.html }} />
}
