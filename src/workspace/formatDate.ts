/** A timestamp as the reader's local date and time, e.g. "Nov 22, 4:18 PM". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–'
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/**
 * A day as the server keys it ("2026-06-15", a week's Monday) as people write it in the reader's
 * locale: "Jun 15", or "Jun 15, 2026" with `year`. Read in UTC, so no zone moves it to the day before.
 */
export function formatDay(day: string, year = false): string {
  const at = new Date(`${day}T00:00Z`)
  if (Number.isNaN(at.getTime())) return day
  return at.toLocaleDateString(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}) })
}
