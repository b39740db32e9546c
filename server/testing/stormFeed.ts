/**
 * A calendar feed of `events` events, each one minute long and repeating every 4 minutes from
 * 1 November 2026 (RRULE:FREQ=MINUTELY;INTERVAL=4): the shape of the feed that froze the server, 200
 * of them in 24 KB. For tests only.
 */
export function stormFeed(events: number): string {
  const event = (i: number) =>
    [
      'BEGIN:VEVENT',
      `UID:storm-${i}@test`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART:20261101T0${i % 10}0${i % 4}00Z`,
      `DTEND:20261101T0${i % 10}0${(i % 4) + 1}00Z`,
      'RRULE:FREQ=MINUTELY;INTERVAL=4',
      'END:VEVENT',
    ].join('\r\n')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...Array.from({ length: events }, (_, i) => event(i)),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
