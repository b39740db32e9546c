// A formatter per call: a few dozen slots are drawn at most, and a cache would cost the bundle more than it saves.
const format = (locale: string, timeZone: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone, ...o })

/** The calendar day (YYYY-MM-DD) of an instant on the clinic's wall clock. */
export function zonedDay(at: string | Date, timeZone: string): string {
  return format('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at))
}

/** Days from `a` to `b`, both YYYY-MM-DD. */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000)
}

/**
 * A slot as the owner reads it, on the clinic's clock wherever the owner is: the day ("today",
 * "tomorrow", or "Thu, Nov 26") and the time ("16:30", "9:00").
 */
export function slotLabel(
  start: string,
  timeZone: string,
  now: Date,
  lang: string,
  words: { today: string; tomorrow: string },
): { day: string; time: string } {
  const locale = lang === 'es' ? 'es-US' : 'en-US'
  const ahead = daysBetween(zonedDay(now, timeZone), zonedDay(start, timeZone))
  const day =
    ahead === 0
      ? words.today
      : ahead === 1
        ? words.tomorrow
        : format(locale, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(start))
  const time = format(locale, timeZone, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(start))
    .replace(/^0(?=\d)/, '')
  return { day, time }
}

/** The full date and time of a visit on the clinic's clock, for the confirmation. */
export function visitLabel(start: string, timeZone: string, lang: string): string {
  return format(lang === 'es' ? 'es-US' : 'en-US', timeZone, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  } as Intl.DateTimeFormatOptions).format(new Date(start))
}
