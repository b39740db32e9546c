import { css } from './styles'

let shared: CSSStyleSheet | null = null

/**
 * Give a shadow root the widget's styles. A constructable stylesheet is made once per page and
 * shared by every widget, and needs no `style-src 'unsafe-inline'`; browsers without one get a
 * `<style>` element inside the root (never in the host document's head).
 */
export function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet()
      shared.replaceSync(css)
    }
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  root.prepend(style)
}
