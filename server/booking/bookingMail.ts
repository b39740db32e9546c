import { html } from '../html/html'
import type { MailDraft } from '../mail/enqueueMail'
import { mailLayout } from '../mail/mailLayout'
import type { Partner } from '../db/Partner'
import type { BookingRow } from '../db/bookingsRepo'
import { hoursOf } from '../hours/hoursOf'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import { bookingIcs } from './bookingIcs'
import { inertName } from '../mail/inertName'
import { ownerAppointmentName } from './ownerAppointmentName'

/** Which booking e-mail: a new visit, a new time, a cancellation, the day-before reminder. */
export type BookingMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder'

/** The clinic's postal address on one line. */
export function addressOf(p: Pick<Partner, 'street' | 'city' | 'state' | 'zip'>): string {
  return `${p.street}, ${p.city}, ${p.state} ${p.zip}`
}

/**
 * An owner's booking e-mail, in the owner's language: what, when (in the clinic's zone), where,
 * the clinic's phone, and for a new or moved visit the private manage link and the .ics
 * invitation (ical-generator) in the clinic's zone, its description opening with the same "when"
 * (a calendar shows the visit on the reader's clock), then the address and phone.
 */
export function bookingMail(kind: BookingMailKind, b: BookingRow, p: Partner, opts: { manageUrl?: string; now: Date }): MailDraft {
  const lang: Lang = b.lang === 'es' ? 'es' : 'en'
  const t = serverText(lang).bookingMail
  const zone = hoursOf(p).timeZone
  const when = t.at(b.start_at, zone)
  const pet = inertName(b.pet_name ?? '')
  const what = ownerAppointmentName(b.appointment_name, b.service, lang)
  const subject = {
    booked: () => t.bookedSubject(p.name, when),
    moved: () => t.movedSubject(p.name, when),
    cancelled: () => t.cancelledSubject(p.name),
    reminder: () => t.reminderSubject(p.name, when),
  }[kind]()
  const lead = {
    booked: () => t.booked(pet, what, p.name),
    moved: () => t.moved(pet, what, p.name),
    cancelled: () => t.cancelled(pet, p.name),
    reminder: () => t.reminder(pet, what, p.name),
  }[kind]()
  const where = `${p.name}, ${addressOf(p)}`
  const withInvite = kind === 'booked' || kind === 'moved'
  const text = [
    lead,
    '',
    `${t.when}: ${when}`,
    `${t.where}: ${where}`,
    `${t.phone}: ${p.phone}`,
    ...(opts.manageUrl ? ['', t.manage, opts.manageUrl] : []),
    ...(withInvite ? ['', t.attached] : []),
  ].join('\n')
  const body = html`<p>${lead}</p>
<p><strong>${t.when}:</strong> ${when}<br><strong>${t.where}:</strong> ${where}<br><strong>${t.phone}:</strong> ${p.phone}</p>
${opts.manageUrl ? html`<p>${t.manage}<br><a href="${opts.manageUrl}">${opts.manageUrl}</a></p>` : ''}
${withInvite ? html`<p>${t.attached}</p>` : ''}`
  const ics = withInvite
    ? [
        {
          filename: 'visit.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: bookingIcs(
            p.name,
            [
              {
                id: b.id,
                start: b.start_at,
                end: b.end_at,
                timeZone: zone,
                summary: `${what}: ${pet} (${p.name})`,
                description: `${when}\n${p.name}\n${addressOf(p)}\n${p.phone}`,
                location: where,
              },
            ],
            opts.now,
          ),
        },
      ]
    : undefined
  return { to: b.email ?? '', subject, text, html: mailLayout(subject, body, lang), ...(ics ? { attachments: ics } : {}) }
}
