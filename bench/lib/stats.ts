/** Median and spread of repeated samples (nearest-rank on the sorted list, linear between ranks). */
export interface Summary {
  n: number
  median: number
  p25: number
  p75: number
  p95: number
  min: number
  max: number
}

/** The `q` quantile (0..1) of an ascending list, linear between ranks; NaN when empty. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/** Summarise samples; NaN fields when there are none. */
export function summarize(values: number[]): Summary {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  const r = (v: number) => Math.round(v * 100) / 100
  return {
    n: s.length,
    median: r(quantile(s, 0.5)),
    p25: r(quantile(s, 0.25)),
    p75: r(quantile(s, 0.75)),
    p95: r(quantile(s, 0.95)),
    min: r(s[0] ?? NaN),
    max: r(s[s.length - 1] ?? NaN),
  }
}

/** a / b rounded to 2 decimals. */
export const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100

/** "12.3 [10.1–14.0]": median with interquartile range. */
export const fmt = (s: Summary | undefined, digits = 1): string =>
  !s || !s.n ? 'n/a' : `${s.median.toFixed(digits)} [${s.p25.toFixed(digits)}–${s.p75.toFixed(digits)}]`
