/** `d` as YYYY-MM-DD in the browser's own time zone (what a date input shows). */
export function localDay(d: Date): string {
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}
