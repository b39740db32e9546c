/** How long ago `iso` was, short: "just now", "5 min", "3 h", "2 d". */
export function formatAge(iso: string, now = Date.now()): string {
  const min = Math.max(0, (now - Date.parse(iso)) / 60_000)
  if (min < 1) return 'just now'
  if (min < 60) return `${Math.floor(min)} min`
  if (min < 1440) return `${Math.floor(min / 60)} h`
  return `${Math.floor(min / 1440)} d`
}
