/** Run length: BENCH_QUICK=1 for a short development run; BENCH_ONLY=size,startup,... to run some sections. */
export const QUICK = process.env.BENCH_QUICK === '1' || process.env.BENCH_QUICK === 'true'
export const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
export const wants = (section: string) => ONLY.length === 0 || ONLY.includes(section)
/** Pick the quick or the full value. */
export const pick = <T>(quick: T, full: T): T => (QUICK ? quick : full)
export const log = (line: string) => process.stderr.write(`[bench] ${line}\n`)
