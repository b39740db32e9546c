import { loadFailed } from '../text/en'

/**
 * The widget's place when its code could not be fetched: an alert a screen reader announces,
 * never a blank box. Styled through CSSOM (allowed under `style-src 'self'`), since the widget's
 * stylesheet came with the code that failed. `file`, the file that could not be fetched, is named
 * so the webmaster who copied too few files sees which one is missing.
 */
export function showLoadError(box: HTMLElement, file?: string): void {
  const p = box.ownerDocument.createElement('p')
  p.setAttribute('role', 'alert')
  p.className = 'pl-load-error'
  p.textContent = file ? `${loadFailed} (${file})` : loadFailed
  Object.assign(p.style, {
    margin: '0',
    padding: '16px 20px',
    border: '1px solid #b42318',
    borderRadius: '10px',
    color: '#b42318',
    background: '#fff',
    font: '400 16px/1.5 system-ui,sans-serif',
  })
  box.replaceChildren(p)
}
