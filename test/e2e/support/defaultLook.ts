import type { Page } from 'playwright-core'

/** The styles that tell a designed control from the browser's own: if all of them are the browser's, it looks as the browser drew it. */
const LOOK = [
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-top-style',
  'border-radius',
  'font-family',
  'padding-top',
] as const

/**
 * The visible controls of `page` (its document and every open shadow root) that keep the browser's
 * default look: every one of LOOK equal to the same kind of element's in a blank document, and, for
 * a check box or radio, the native `appearance` with no `accent-color`. Answers one line each:
 * tag, type and accessible hint, so a failure names what to style.
 */
export async function defaultLookControls(page: Page): Promise<string[]> {
  return page.evaluate(
    (look) => {
      const kinds = 'button, input:not([type=hidden]):not([type=file]), select, textarea'
      const frame = document.createElement('iframe')
      frame.style.cssText = 'position:absolute;width:0;height:0;border:0'
      document.body.append(frame)
      const blank = frame.contentDocument!
      const reference = new Map<string, CSSStyleDeclaration>()
      const referenceOf = (el: Element) => {
        const type = el instanceof HTMLInputElement ? el.type : ''
        const key = `${el.localName}:${type}`
        if (!reference.has(key)) {
          const twin = blank.createElement(el.localName)
          if (type) twin.setAttribute('type', type)
          blank.body.append(twin)
          reference.set(key, frame.contentWindow!.getComputedStyle(twin))
        }
        return reference.get(key)!
      }
      const controls: Element[] = []
      const walk = (root: Document | ShadowRoot) => {
        controls.push(...root.querySelectorAll(kinds))
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot)
      }
      walk(document)
      const found: string[] = []
      for (const el of controls) {
        const box = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue
        const ref = referenceOf(el)
        const type = el instanceof HTMLInputElement ? el.type : ''
        const native =
          type === 'checkbox' || type === 'radio'
            ? style.appearance === 'auto' && style.accentColor === 'auto'
            : look.every((p) => style.getPropertyValue(p) === ref.getPropertyValue(p))
        if (native) {
          const hint = el.getAttribute('aria-label') || el.getAttribute('name') || el.id || el.textContent?.trim().slice(0, 30) || ''
          found.push(`${el.localName}${type ? `[type=${type}]` : ''} ${hint}`.trim())
        }
      }
      frame.remove()
      return found
    },
    LOOK as unknown as string[],
  )
}
