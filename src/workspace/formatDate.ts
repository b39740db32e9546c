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

/** An hour of the clinic's day (0 to 23, as the server keys it) as the reader's clock writes it: "1 AM", "2 PM" in en-US. */
export function formatHour(hour: number): string {
  return new Date(Date.UTC(2000, 0, 1, hour)).toLocaleTimeString(undefined, { timeZone: 'UTC', hour: 'numeric' })
}
