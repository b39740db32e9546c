import type { Locator } from 'playwright-core'

/** What a screen reader hears after an element's name: the text of the elements its aria-describedby names. */
export const describedBy = (element: Locator): Promise<string> =>
  element.evaluate((b) => {
    const root = b.getRootNode() as ShadowRoot | Document
    return (b.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' ')
  })
