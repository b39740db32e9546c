/** Red, green, blue (0 to 255) and alpha (0 to 1) of a `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour. */
function channels(hex: string): [number, number, number, number] {
  let h = hex.replace('#', '')
  if (h.length < 6) h = [...h].map((c) => c + c).join('')
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16)
  return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1]
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
}

/**
 * The WCAG 2 contrast ratio (1 to 21) of hex colour `fg` drawn on hex colour `bg`. A translucent
 * background is taken over white (the widget's page), a translucent text colour over its background,
 * because that is what the eye gets.
 */
export function contrastRatio(fg: string, bg: string): number {
  const over = ([r, g, b, a]: number[], base: number[]) => [r!, g!, b!].map((c, i) => c * a! + base[i]! * (1 - a!))
  const back = over(channels(bg), [255, 255, 255])
  const [l1, l2] = [luminance(over(channels(fg), back)), luminance(back)]
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)
}
