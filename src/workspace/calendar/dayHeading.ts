import { dateFormat } from '../../text/dateFormat'

const HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' }

/** A calendar day (YYYY-MM-DD) as a heading: "Wednesday, November 25". */
export function dayHeading(day: string): string {
  return dateFormat('en-US', HEADING, 'UTC').format(new Date(`${day}T12:00:00Z`))
}
