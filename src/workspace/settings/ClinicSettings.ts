import type { BookingSettings } from '../../schemas/booking'

/** A price range in dollars: [from, to]. */
export type Range = [number, number]

/** A language the widgets speak. */
export type Language = 'en' | 'es'

/** A dated promotion, as the clinic schema holds it. */
export interface Promotion {
  title: string
  text: string
  validFrom: string
  validTo: string
}

/** The owner-editable settings of a clinic, as `GET workspace/settings/{id}` answers them. */
export interface ClinicSettings {
  id: string
  name: string
  logoUrl: string | null
  website?: string
  bookingUrl?: string
  privacyUrl?: string
  phone: string
  street: string
  city: string
  state: string
  zip: string
  radiusMiles: number
  services: Record<string, { dogSmall: Range; dogLarge: Range; cat: Range }>
  resultsVariant?: string
  resultsText?: string
  promotions: Promotion[]
  theme: Record<string, string>
  leadEmails: string[]
  /** The languages the widgets offer; absent: all of them. */
  languages?: Language[]
  /** The websites (origins) allowed to send leads in the clinic's name; empty: any website. */
  allowedWebsites?: string[]
  /** Time zone, weekly openings and closures; absent: open around the clock. */
  openingHours?: OpeningHours
  /** A 24-hour emergency hospital, named to owners of an emergency whose own clinic is closed. */
  emergency?: boolean
  /** How the clinic takes bookings online; absent until the server knows booking. */
  booking?: BookingSettings
  /** The place, radius or emergency flag the owner asked for, waiting for the network's approval; null: none. */
  pendingChange?: { changes: ClinicChanges; requestedAt: string } | null
}

/** The settings an owner's change of which waits for the network's approval, as asked. */
export type ClinicChanges = Partial<Pick<ClinicSettings, 'street' | 'city' | 'state' | 'zip' | 'radiusMiles' | 'emergency'>>

/** A clinic's hours as the schema holds them (src/schemas/openingHours.ts). */
export interface OpeningHours {
  timeZone: string
  week: Array<Array<{ open: string; close: string }>>
  closures?: Array<{ from: string; to: string; reason?: string }>
}

/** One appointment type as the form holds it: numbers as strings, the services ticked. */
export interface AppointmentTypeForm {
  name: string
  durationMinutes: string
  services: string[]
  priceFrom: string
  priceTo: string
}

/** The form's values: every input a string, every service present with an `offered` box, the lead addresses as lines. */
export interface SettingsForm {
  name: string
  website: string
  bookingUrl: string
  privacyUrl: string
  phone: string
  street: string
  city: string
  state: string
  zip: string
  radiusMiles: string
  services: Record<string, { offered: boolean; dogSmall: [string, string]; dogLarge: [string, string]; cat: [string, string] }>
  resultsVariant: string
  resultsText: string
  promotions: Promotion[]
  theme: Record<string, string>
  leadEmails: string
  emergency: boolean
  /** One box per language the widgets offer. */
  languages: Record<Language, boolean>
  /** The allowed websites, one per line. */
  allowedWebsites: string
  /** A new logo as a data: URL, or '' to keep the stored one. */
  logo: string
  /** The opening hours; `always` ticked: open around the clock (none sent). */
  hours: {
    always: boolean
    timeZone: string
    week: Array<Array<{ open: string; close: string }>>
    closures: Array<{ from: string; to: string; reason: string }>
  }
  booking: { appointmentTypes: AppointmentTypeForm[]; capacity: string; windowDays: string; noticeMinutes: string; bufferMinutes: string }
}

/** The Settings page's one form: the settings and the two parts saved by calls of their own. */
export interface SettingsPageForm extends SettingsForm {
  /** Speed to lead: minutes as typed (blank: the network's default). */
  firstContact: { targetMinutes: string; rerouteAfterMinutes: string; reroute: boolean }
  /** A new secret calendar address, or '' to keep the connected one; never read back. */
  calendarUrl: string
}
