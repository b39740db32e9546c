/** When each budget last alerted its operator: the end of that window, per owner object (one alert per window per process). */
const alertedUntil = new WeakMap<object, number>()

/**
 * Runs `alert` unless `owner` (a budget's configuration or provider) already alerted in this
 * window: a crossed budget is told once per window per process, not once per refused call. The
 * window ends `retryAfterSec` after `nowMs`, when the budget has room again. The server has no
 * operator e-mail address, so the alert is an error log line (texts: smsBudget; model calls: modelBudget).
 */
export function alertOncePerWindow(owner: object, nowMs: number, retryAfterSec: number, alert: (untilMs: number) => void): void {
  if (nowMs < (alertedUntil.get(owner) ?? 0)) return
  const until = nowMs + retryAfterSec * 1000
  alertedUntil.set(owner, until)
  alert(until)
}
