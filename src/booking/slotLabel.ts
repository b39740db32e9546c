import { dateFormat } from '../text/dateFormat'
import { readerZone, visitTime } from '../text/visitTime'

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' }
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' }

/** The calendar day (YYYY-MM-DD) of an instant on the clinic's wall clock. */
export function zonedDay(at: string | Date, timeZone: string): string {
  return dateFormat('en-CA', DAY, timeZone).format(new Date(at))
}

/** Days from `a` to `b`, both YYYY-MM-DD. */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000)
}

/**
 * A slot as the owner reads it, on the clinic's clock wherever the owner is: the day ("today",
 * "tomorrow", or "Thu, Nov 26") and the time (`visitTime`: "4:30 PM", or "4:30 PM PST" to an owner
 * in another zone, `here`: the browser's, read once by a caller that labels many slots).
 */
export function slotLabel(
  start: string,
  timeZone: string,
  now: Date,
  lang: string,
  words: { today: string; tomorrow: string },
  here = readerZone(),
): { day: string; time: string } {
  const ahead = daysBetween(zonedDay(now, timeZone), zonedDay(start, timeZone))
  const day =
    ahead === 0 ? words.today : ahead === 1 ? words.tomorrow : dateFormat(lang + '-US', SHORT_DAY, timeZone).format(new Date(start))
  return { day, time: visitTime(start, timeZone, lang, false, here) }
}
