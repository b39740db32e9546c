/**
 * A span of a clinic's open time, given in minutes, as staff read it in a timeline reason or an
 * alert: whole units, largest first ("5 minutes", "1 hour 30 minutes", "30 seconds"), never a
 * decimal like "0.2 minutes". Settings and the server's defaults allow fractions of a minute
 * (0.1 is 6 seconds, to watch an escalation in the demo), so a span is counted to the second.
 */
export function openTimeInWords(minutes: number): string {
  const seconds = Math.max(0, Math.round(minutes * 60))
  const parts = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ] as const
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
  return `${said.length ? said.join(' ') : '0 seconds'} of open time`
}
