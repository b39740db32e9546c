/**
 * A visit's time as people read it, the one format of every place that shows one (the widget's
 * slot picker and confirmation, the booking e-mails and texts, the manage page, the workspace's
 * calendar, the calendar files): on the clinic's clock (`zone`), in the reader's language (12-hour
 * "4:30 PM" in English, 24-hour "16:30" in Spanish), with `withDay` the weekday, month and day
 * before it. The clinic's zone is named ("4:30 PM PST") unless the reader is in it: `here` is the
 * reader's zone, the browser's by default; the server passes '' because an e-mail or a text is read
 * wherever its owner happens to be, so it always names the zone.
 *
 * @example visitTime('2026-11-28T10:00:00-08:00', 'America/Los_Angeles', 'en', true, '') // "Saturday, November 28 at 10:00 AM PST"
 */
export function visitTime(
  at: string | Date,
  zone: string,
  lang: string,
  withDay?: boolean,
  here = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  return new Intl.DateTimeFormat(lang + '-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: lang != 'es',
    ...(withDay && { weekday: 'long', month: 'long', day: 'numeric' }),
    ...(zone != here && { timeZoneName: 'short' }),
  }).format(new Date(at))
}

/** A visit's day as people read it, on the clinic's clock (`zone`): "Saturday, November 28", "sábado, 28 de noviembre". */
export function visitDay(at: string | Date, zone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang + '-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(at))
}
