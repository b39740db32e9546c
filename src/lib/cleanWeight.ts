/**
 * Clean a weight as it is typed, so only a number can be sent: only digits and dots, repeated dots collapsed,
 * one decimal point, leading zeros stripped ("007" → "7", "00.5" → "0.5").
 */
export function cleanWeight(raw: string): string {
  let s = raw.replace(/[^\d.]/g, '').replace(/\.{2,}/g, '.')
  const dot = s.indexOf('.')
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '')
  return s.replace(/^0+(?=\d)/, '')
}
