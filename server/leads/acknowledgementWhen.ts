import { dateFormat } from '../../src/text/dateFormat'
import type { OpeningHours } from '../../src/schemas/openingHours'
import { openIntervals } from '../hours/openIntervals'
import type { EmergencyHospital } from '../triage/emergencyNotice'
import { localTimeAt } from '../hours/zonedTime'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/** What the owner's "when" sentence is made of. */
export interface AcknowledgementFacts {
  /** The lead's clinic; null: the network queue (PetLead's team places the lead). */
  clinic: { name: string; phone?: string; hours: OpeningHours } | null
  /** The clinic's first-contact target, in minutes of open time (firstContactTargetMinutes). */
  targetMinutes: number
  /** The lead's stored triage urgency is an emergency. */
  emergency: boolean
  /** For an emergency: the signs read or ticked, in the owner's language (emergencyNotice's names), so the owner knows why. */
  signs?: string[]
  /** For an emergency while the clinic is closed: the nearest open 24-hour emergency hospital (clinics/emergencyHospital.ts). */
  hospital?: EmergencyHospital
  lang: Lang
}

const DAY_MS = 86_400_000

/**
 * The honest "when" the owner is told, in their language, from the clinic's hours in its zone:
 * - an emergency: what the owner described (its signs named) may be one; call the clinic now, or, while it is closed, the open emergency hospital named
 *   with its phone, distance and town; with neither, the nearest emergency clinic; never "we will call";
 * - open, and open for the whole target: "within 15 minutes";
 * - closed, or closing before the target has passed: when it next opens ("at 8:00 AM tomorrow"),
 *   saying why it is closed today when a closure gives a reason;
 * - no opening within a year: as soon as it can (a promise of a time would be false).
 * A target under a minute still reads "within 1 minute": the sentence never rounds a promise down.
 */
export function acknowledgementWhen(f: AcknowledgementFacts, now: number): string {
  const t = serverText(f.lang).acknowledgement
  if (f.emergency) {
    const call = f.hospital
      ? t.emergencyHospital(f.hospital, f.clinic?.name)
      : f.clinic?.phone
        ? t.emergency(f.clinic.name, f.clinic.phone)
        : t.emergencyNoPhone
    return `${t.mayBeEmergency(f.signs?.join(', '))} ${call}`
  }
  if (!f.clinic) return t.queueWhen
  const { name, hours } = f.clinic
  const targetMs = f.targetMinutes * 60_000
  let opening: number | null = null
  for (const { start, end } of openIntervals(hours, now)) {
    if (start <= now && end - now >= targetMs) return t.withinMinutes(name, Math.max(1, Math.ceil(f.targetMinutes)))
    if (start > now) {
      opening = start
      break
    }
  }
  if (opening === null) return t.asSoonAsItCan(name)
  return (
    t.whenOpens(name, timeOf(opening, hours.timeZone, f.lang), dayOf(opening, now, hours.timeZone, f.lang)) +
    closedToday(hours, now, f.lang)
  )
}

/** The acknowledgement's formats (dateFormat adds the clinic's zone): an hour in each language's cycle, a weekday, a day. */
const TIME: Record<'h12' | 'h23', Intl.DateTimeFormatOptions> = {
  h12: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  h23: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
}
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' }
const DAY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric' }

/** "8:00 AM" or "8:00" (no leading zero: "a las 8:00" is how Spanish writes it too). */
function timeOf(at: number, timeZone: string, lang: Lang): string {
  const t = serverText(lang).acknowledgement
  return dateFormat(t.locale, TIME[t.hourCycle], timeZone)
    .format(at)
    .replace(/^0(?=\d)/, '')
}

/** "today", "tomorrow", "on Monday" within the week, else "on December 1", in the clinic's zone. */
function dayOf(at: number, now: number, timeZone: string, lang: Lang): string {
  const t = serverText(lang).acknowledgement
  const a = localTimeAt(at, timeZone)
  const n = localTimeAt(now, timeZone)
  const days = Math.round((Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(n.year, n.month - 1, n.day)) / DAY_MS)
  if (days === 0) return t.today
  if (days === 1) return t.tomorrow
  if (days < 7) return t.onWeekday(dateFormat(t.locale, WEEKDAY, timeZone).format(at))
  return t.onDate(dateFormat(t.locale, DAY, timeZone).format(at))
}

/** " (Closed today: Thanksgiving.)" when a closure with a reason covers today in the clinic's zone. */
function closedToday(hours: OpeningHours, now: number, lang: Lang): string {
  const n = localTimeAt(now, hours.timeZone)
  const iso = `${String(n.year).padStart(4, '0')}-${String(n.month).padStart(2, '0')}-${String(n.day).padStart(2, '0')}`
  const closure = (hours.closures ?? []).find((c) => c.from <= iso && iso <= c.to && c.reason)
  return closure?.reason ? serverText(lang).acknowledgement.closedFor(closure.reason) : ''
}
