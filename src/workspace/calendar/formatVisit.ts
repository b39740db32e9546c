/** A calendar day (YYYY-MM-DD) as a heading: "Wednesday, November 25". */
export function dayHeading(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

/** A visit's time on the clinic's clock: "16:30 – 17:00", or with its day: "Wed, Nov 25, 16:30". */
export function visitTime(start: string, end: string | null, zone: string): string {
  const f = (iso: string, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...o }).format(new Date(iso))
  return end
    ? `${f(start, { hour: '2-digit', minute: '2-digit' })} – ${f(end, { hour: '2-digit', minute: '2-digit' })}`
    : f(start, { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
}
