import type { SettingsForm } from './ClinicSettings'

const SIZES = ['dogSmall', 'dogLarge', 'cat'] as const
/** How many languages the widgets speak (English and Spanish). */
const LANGUAGES = 2
/** Optional text left empty is left out, so the schema sees "not given" rather than an invalid ''. */
const opt = (v: string) => (v.trim() ? v.trim() : undefined)
const num = (v: string) => (v.trim() === '' ? NaN : Number(v))

/**
 * The form's values as the body of `PUT workspace/settings/{id}`: numbers as numbers, only the
 * offered services, only the theme keys set, one lead address per non-empty line, and the logo
 * only when a new one was chosen. Returns also the client-side problems (an offered service with
 * a price missing, no language ticked) by field path, which are answered before anything is sent.
 */
export function toSettingsBody(f: SettingsForm, withBooking = true): { body: Record<string, unknown>; problems: Record<string, true> } {
  const problems: Record<string, true> = {}
  const services: Record<string, Record<string, [number, number]>> = {}
  for (const [key, row] of Object.entries(f.services)) {
    if (!row.offered) continue
    services[key] = Object.fromEntries(
      SIZES.map((size) => {
        const range = row[size].map(num) as [number, number]
        range.forEach((n, i) => {
          if (Number.isNaN(n)) problems[`services.${key}.${size}.${i}`] = true
        })
        return [size, range]
      }),
    )
  }
  const ticked = Object.entries(f.languages)
    .filter(([, on]) => on)
    .map(([code]) => code)
  const body: Record<string, unknown> = {
    name: f.name,
    website: opt(f.website),
    bookingUrl: opt(f.bookingUrl),
    privacyUrl: opt(f.privacyUrl),
    phone: f.phone.trim(),
    street: f.street,
    city: f.city,
    state: f.state.trim(),
    zip: f.zip.trim(),
    radiusMiles: num(f.radiusMiles),
    services,
    resultsVariant: f.resultsVariant || undefined,
    resultsText: opt(f.resultsText),
    promotions: f.promotions,
    theme: Object.fromEntries(
      Object.entries(f.theme)
        .filter(([, v]) => v.trim())
        .map(([k, v]) => [k, v.trim()]),
    ),
    leadEmails: f.leadEmails
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    allowedWebsites: f.allowedWebsites
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    logo: f.logo || undefined,
    // Only a hospital says so; every other clinic leaves the capability out.
    emergency: f.emergency || undefined,
    // Every language ticked is no restriction (absent); none ticked is a problem the form answers itself.
    languages: ticked.length === LANGUAGES ? undefined : ticked,
    // Around the clock is no hours at all; an empty reason is left out.
    openingHours: f.hours.always
      ? undefined
      : {
          timeZone: f.hours.timeZone.trim(),
          week: f.hours.week.map((day) => day.map(({ open, close }) => ({ open, close }))),
          closures: f.hours.closures.map(({ from, to, reason }) => ({ from, to, ...(reason.trim() ? { reason: reason.trim() } : {}) })),
        },
  }
  if (ticked.length === 0) problems.languages = true
  if (withBooking) body.booking = bookingBody(f.booking, problems)
  return { body, problems }
}

/**
 * The booking part of the body. Only what the form can tell alone is checked here (a number left
 * empty or not a number, a name left empty, a type serving no service), so the workspace bundle
 * does not carry the schema; the server checks the rest with `bookingSettingsSchema` and its
 * messages come back on the same field paths.
 */
function bookingBody(b: SettingsForm['booking'], problems: Record<string, true>) {
  const booking = {
    appointmentTypes: b.appointmentTypes.map((a) => ({
      name: a.name.trim(),
      durationMinutes: num(a.durationMinutes),
      services: a.services || [],
      ...(a.priceFrom.trim() || a.priceTo.trim() ? { price: [num(a.priceFrom), num(a.priceTo)] } : {}),
    })),
    capacity: num(b.capacity),
    windowDays: num(b.windowDays),
    noticeMinutes: num(b.noticeMinutes),
    bufferMinutes: num(b.bufferMinutes),
  }
  const bad = (path: string, n: number) => {
    if (!Number.isInteger(n) || n < 0) problems[`booking.${path}`] = true
  }
  for (const k of ['capacity', 'windowDays', 'noticeMinutes', 'bufferMinutes'] as const) bad(k, booking[k])
  booking.appointmentTypes.forEach((a, i) => {
    const at = `appointmentTypes.${i}.`
    if (!a.name) problems[`booking.${at}name`] = true
    if (!a.services.length) problems[`booking.${at}services`] = true
    bad(`${at}durationMinutes`, a.durationMinutes)
    a.price?.forEach((n, j) => {
      if (Number.isNaN(n) || n < 0) problems[`booking.${at}${j ? 'priceTo' : 'priceFrom'}`] = true
    })
  })
  return booking
}
