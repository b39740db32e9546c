import { css as shared } from './styles'

/** One sheet per distinct form stylesheet, made once per page and shared by every widget of that form. */
const sheets = new Map<string, CSSStyleSheet>()
const ours = new WeakSet<CSSStyleSheet>()

/**
 * Give a shadow root the widget's styles: the shared rules plus the form's own `extra`. A
 * constructable stylesheet is made once per page per form and shared by its widgets, and needs
 * no `style-src 'unsafe-inline'`; a root that held another form's sheet has it replaced (one
 * sheet per root). Browsers without one get a `<style>` element inside the root (never in the
 * host document's head).
 */
export function adoptStyles(root: ShadowRoot, extra = ''): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(extra)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(shared + extra)
      sheets.set(extra, sheet)
      ours.add(sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => !ours.has(s)), sheet]
    return
  }
  root.querySelector(':scope > style[data-petlead]')?.remove()
  const style = root.ownerDocument.createElement('style')
  style.dataset.petlead = ''
  style.textContent = shared + extra
  root.prepend(style)
}
