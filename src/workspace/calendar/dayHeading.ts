/** A calendar day (YYYY-MM-DD) as a heading: "Wednesday, November 25". */
export function dayHeading(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}
