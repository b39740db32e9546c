/**
 * Times `runs` calls of `fn` one after another and gives their median and p95 in milliseconds
 * (nearest rank, one decimal). `fn` throws to stop the bench when an answer is wrong, so a fast
 * error is never timed as a fast answer.
 */
export async function timeRuns(runs: number, fn: () => Promise<void>): Promise<{ median: number; p95: number }> {
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    ms.push(performance.now() - t)
  }
  ms.sort((x, y) => x - y)
  return { median: Math.round(ms[Math.floor(runs / 2)]! * 10) / 10, p95: Math.round(ms[Math.floor(runs * 0.95)]! * 10) / 10 }
}
