import { dateFormat } from './dateFormat'

/**
 * The shapes of a visit's time, built once: by language (English 12-hour, Spanish 24-hour), with or
 * without the day before it, with or without the zone's name. `dateFormat` keeps one format per
 * shape, language and zone, so drawing a day of slots builds none.
 */
const SHAPES = [true, false].map((hour12) =>
  [false, true].map((withDay) =>
    [false, true].map(
      (named): Intl.DateTimeFormatOptions => ({
        hour: 'numeric',
        minute: '2-digit',
        hour12,
        ...(withDay && { weekday: 'long', month: 'long', day: 'numeric' }),
        ...(named && { timeZoneName: 'short' }),
      }),
    ),
  ),
)
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' }

/** The reader's time zone: the browser's (or, on a server, the machine's), read when asked. */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/**
 * A visit's time as people read it, the one format of every place that shows one (the widget's
 * slot picker and confirmation, the booking e-mails and texts, the manage page, the workspace's
 * calendar, the calendar files): on the clinic's clock (`zone`), in the reader's language (12-hour
 * "4:30 PM" in English, 24-hour "16:30" in Spanish), with `withDay` the weekday, month and day
 * before it. The clinic's zone is named ("4:30 PM PST") unless the reader is in it: `here` is the
 * reader's zone, the browser's by default (a caller drawing many times reads it once: `readerZone`);
 * the server passes '' because an e-mail or a text is read wherever its owner happens to be, so it
 * always names the zone.
 *
 * @example visitTime('2026-11-28T10:00:00-08:00', 'America/Los_Angeles', 'en', true, '') // "Saturday, November 28 at 10:00 AM PST"
 */
export function visitTime(at: string | Date, zone: string, lang: string, withDay?: boolean, here = readerZone()): string {
  const shape = SHAPES[lang == 'es' ? 1 : 0]![withDay ? 1 : 0]![zone != here ? 1 : 0]!
  return dateFormat(lang + '-US', shape, zone).format(new Date(at))
}

/** A visit's day as people read it, on the clinic's clock (`zone`): "Saturday, November 28", "sábado, 28 de noviembre". */
export function visitDay(at: string | Date, zone: string, lang: string): string {
  return dateFormat(lang + '-US', DAY, zone).format(new Date(at))
}
