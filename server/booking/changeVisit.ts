import { visitTime } from '../../src/text/visitTime'
import type { BookingRow } from '../db/bookingsRepo'
import { bookingsRepo } from '../db/bookingsRepo'
import { findPartner } from '../db/clinicsRepo'
import { activeOrNone } from '../db/activeOrNone'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import type { Clock } from '../clock'
import type { ServerConfig } from '../serverConfig'
import { hoursOf } from '../hours/hoursOf'
import { HttpError } from '../http/respond'
import { enqueueMail } from '../mail/enqueueMail'
import { announceBooking } from './announceBooking'
import { visitEvent } from './bookLead'
import { ownerAppointmentName } from './ownerAppointmentName'
import { appointmentFor, cellsFor, isOfferedStart } from './availability'
import { bookingMail } from './bookingMail'
import { manageUrl, queueReminder } from './confirmBooking'
import { isoWithOffset } from './isoWithOffset'
import { visitNote } from './visitNote'
import { newManageToken } from './manageToken'
import { SEAT_GONE } from './holdSeat'
import { takeSeats } from './takeSeats'
import { queueTextReminder } from './queueTextReminder'
import { smsRepo } from '../db/smsRepo'
import type { SmsSender } from '../sms/smsSender'
import { smsBudget } from '../sms/smsBudget'
import type { Logger } from '../observability/createLogger'
import type { OwnerMailPayer } from '../mail/ownerMailBudget'

type ChangeDeps = {
  clock: Clock
  config: Pick<ServerConfig, 'secret' | 'publicUrl' | 'smsCountries' | 'smsHourlyLimit' | 'smsCallerHourlyLimit'>
  sms?: SmsSender
  log?: Logger
  /** Pays the owner's e-mail (moved, cancelled) from the owner mail budget: over it, 429 and the change rolled back. */
  payer?: OwnerMailPayer
}

/** A visit as its owner's manage page shows it. */
export function visitView(b: BookingRow, p: Partner) {
  const zone = hoursOf(p).timeZone
  return {
    booking_id: b.id,
    status: b.status,
    start: isoWithOffset(b.start_at.getTime(), zone),
    end: isoWithOffset(b.end_at.getTime(), zone),
    time_zone: zone,
    /** The visit's day and time as the owner's e-mails write it (`visitTime`, their language, the zone named). */
    when: visitTime(b.start_at, zone, b.lang === 'es' ? 'es' : 'en', true, ''),
    service: b.service,
    // In the owner's language, as their e-mails name it ('Vacunación', not 'Vaccination').
    appointment_name: ownerAppointmentName(b.appointment_name, b.service, b.lang === 'es' ? 'es' : 'en'),
    pet_name: b.pet_name,
    /** The language the owner booked in, which the manage page speaks. */
    lang: b.lang === 'es' ? 'es' : 'en',
    clinic: { id: p.id, name: p.name, phone: p.phone, street: p.street, city: p.city, state: p.state, zip: p.zip },
  }
}

/**
 * Cancels a locked visit in the caller's transaction: its seats are freed at once, its manage
 * link stops working, its reminders (e-mail and text) are dropped, the owner is e-mailed and the clinic told.
 */
export async function cancelVisit(tx: Queryable, deps: ChangeDeps, b: BookingRow): Promise<BookingRow> {
  const now = deps.clock.now()
  const p = (await findPartner(tx, b.clinic_id))!
  await bookingsRepo.cancel(tx, b.id, now)
  if (b.reminder_mail_id) await bookingsRepo.dropQueuedMail(tx, b.reminder_mail_id)
  if (b.reminder_sms_id) await smsRepo.dropQueued(tx, b.reminder_sms_id)
  const cancelled: BookingRow = { ...b, status: 'cancelled' }
  if (b.email) await enqueueMail(tx, now, bookingMail('cancelled', cancelled, p, { now }), undefined, { payer: deps.payer })
  await announceBooking(tx, 'booking.cancelled', cancelled, hoursOf(p).timeZone, now)
  if (b.lead_id)
    await visitEvent(
      tx,
      b.lead_id,
      { type: 'visit_cancelled', note: `${b.appointment_name} cancelled` },
      { now, publicUrl: deps.config.publicUrl },
    )
  return cancelled
}

/**
 * Moves a locked visit to `start` in the caller's transaction: its seats are released and the new
 * time's taken in the same transaction, so on a 409 (the new time is not offered or its seats are
 * taken) the rollback gives the old time back and nothing is half-moved. The owner gets a new
 * manage link (the old one stops working) and a new invitation; the reminders (e-mail and text) follow the visit.
 * Returns the visit with its new link's token, so the page that moved it can move or cancel it again.
 */
export async function moveVisit(
  tx: Queryable,
  deps: ChangeDeps,
  b: BookingRow,
  startIso: string,
): Promise<BookingRow & { manageToken: string }> {
  const now = deps.clock.now()
  const p = (await findPartner(tx, b.clinic_id))!
  const type = appointmentFor(p, b.service as never)
  const start = Date.parse(startIso)
  if (!type || !activeOrNone(p) || !(await isOfferedStart(tx, p, type, start, now))) throw new HttpError(409, SEAT_GONE)
  await bookingsRepo.releaseSeats(tx, b.id)
  const cells = cellsFor(p, type, start)
  if ((await takeSeats(tx, { clinicId: p.id, bookingId: b.id, capacity: p.booking!.capacity, cells, expiresAt: null, now })) === null)
    throw new HttpError(409, SEAT_GONE)
  const token = newManageToken(deps.config.secret, b.id)
  const end = start + type.durationMinutes * 60_000
  await bookingsRepo.moved(tx, b.id, new Date(start), new Date(end), cells.length, token.hash)
  if (b.reminder_mail_id) await bookingsRepo.dropQueuedMail(tx, b.reminder_mail_id)
  const moved: BookingRow = { ...b, start_at: new Date(start), end_at: new Date(end), appointment_name: b.appointment_name }
  const reminder = await queueReminder(tx, moved, p, now)
  await bookingsRepo.setReminder(tx, b.id, reminder)
  if (b.reminder_sms_id) await smsRepo.dropQueued(tx, b.reminder_sms_id)
  await bookingsRepo.setTextReminder(tx, b.id, await queueTextReminder(tx, moved, p, now, deps.sms ? smsBudget(deps) : null))
  if (b.email)
    await enqueueMail(
      tx,
      now,
      bookingMail('moved', moved, p, { manageUrl: manageUrl(deps.config.publicUrl, token.token), now }),
      undefined,
      {
        payer: deps.payer,
      },
    )
  await announceBooking(tx, 'booking.rescheduled', moved, hoursOf(p).timeZone, now)
  if (b.lead_id)
    await visitEvent(
      tx,
      b.lead_id,
      { type: 'visit_moved', start, note: visitNote(b.appointment_name, start, hoursOf(p).timeZone, { moved: true }) },
      { now, publicUrl: deps.config.publicUrl },
    )
  // The new link's token, for the page that moved it (it held the old one, so it may keep managing the visit).
  return { ...moved, manageToken: token.token }
}
