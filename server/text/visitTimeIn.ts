/**
 * A visit's date and time as the owner reads it in a booking e-mail or text: weekday, month, day,
 * time and the zone's short name, on the clinic's clock (`zone`), in the words of `locale`. Every
 * language shows the same parts, so only the locale is the language's own.
 */
export function visitTimeIn(locale: string, at: Date, zone: string): string {
  return at.toLocaleString(locale, {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}
