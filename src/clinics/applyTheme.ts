/**
 * Sets a clinic's theme colours as `--petlead-*` custom properties on the mount element, except
 * those the host page already sets (the page has the last word on its own look). Only hex colours
 * under plain names pass, so an API answer cannot inject other CSS.
 */
export function applyTheme(el: Element, theme: Record<string, string> | undefined): void {
  const style = (el as HTMLElement).style
  if (!theme || !style) return
  const current = getComputedStyle(el)
  for (const [key, value] of Object.entries(theme)) {
    const prop = `--petlead-${key}`
    if (/^[a-z-]{1,20}$/.test(key) && /^#[0-9a-f]{3,8}$/i.test(value) && !current.getPropertyValue(prop).trim())
      style.setProperty(prop, value)
  }
}
