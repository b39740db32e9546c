import { SERVICES } from '../../schemas/services'
import { THEME_DEFAULTS } from '../../schemas/themeContrastIssues'
import type { ClinicSettings, SettingsForm } from './ClinicSettings'

/** Booking settings as the form's strings; a clinic without them starts from one seat, 14 days, an hour's notice. */
function bookingForm(b: ClinicSettings['booking']): SettingsForm['booking'] {
  const n = (x: number | undefined, d: number) => String(x ?? d)
  return {
    appointmentTypes: (b?.appointmentTypes ?? []).map((a) => ({
      name: a.name,
      durationMinutes: String(a.durationMinutes),
      services: [...a.services],
      priceFrom: a.price ? String(a.price[0]) : '',
      priceTo: a.price ? String(a.price[1]) : '',
    })),
    capacity: n(b?.capacity, 1),
    windowDays: n(b?.windowDays, 14),
    noticeMinutes: n(b?.noticeMinutes, 60),
    bufferMinutes: n(b?.bufferMinutes, 0),
  }
}

const pair = (r: [number, number] | undefined): [string, string] => (r ? [String(r[0]), String(r[1])] : ['', ''])

/** The settings as the form's string values: every service (offered or not) and every theme key gets an input. */
export function toSettingsForm(s: ClinicSettings): SettingsForm {
  return {
    name: s.name,
    website: s.website ?? '',
    bookingUrl: s.bookingUrl ?? '',
    privacyUrl: s.privacyUrl ?? '',
    phone: s.phone,
    street: s.street,
    city: s.city,
    state: s.state,
    zip: s.zip,
    radiusMiles: String(s.radiusMiles),
    services: Object.fromEntries(
      SERVICES.map((k) => {
        const row = s.services[k]
        return [k, { offered: !!row, dogSmall: pair(row?.dogSmall), dogLarge: pair(row?.dogLarge), cat: pair(row?.cat) }]
      }),
    ),
    resultsVariant: s.resultsVariant ?? 'logo-return',
    resultsText: s.resultsText ?? '',
    promotions: s.promotions.map((p) => ({ ...p })),
    theme: Object.fromEntries(Object.keys(THEME_DEFAULTS).map((k) => [k, s.theme[k] ?? ''])),
    leadEmails: s.leadEmails.join('\n'),
    emergency: s.emergency === true,
    allowedWebsites: (s.allowedWebsites ?? []).join('\n'),
    languages: { en: !s.languages || s.languages.includes('en'), es: !s.languages || s.languages.includes('es') },
    logo: '',
    hours: s.openingHours
      ? {
          always: false,
          timeZone: s.openingHours.timeZone,
          week: s.openingHours.week.map((d) => d.map((o) => ({ ...o }))),
          closures: (s.openingHours.closures ?? []).map((c) => ({ from: c.from, to: c.to, reason: c.reason ?? '' })),
        }
      : // A clinic setting hours for the first time starts from weekdays 8 to 6 in this browser's zone.
        {
          always: true,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          week: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 0 || d === 6 ? [] : [{ open: '08:00', close: '18:00' }])),
          closures: [],
        },
    booking: bookingForm(s.booking),
  }
}
