import type { BookingRow } from '../db/bookingsRepo'
import { bookingsRepo } from '../db/bookingsRepo'
import { findPartner } from '../db/clinicsRepo'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import type { Deps } from '../deps'
import { hoursOf } from '../hours/hoursOf'
import { HttpError } from '../http/respond'
import { enqueueMail } from '../mail/enqueueMail'
import { keyedHash } from '../crypto/keyedHash'
import type { Lang } from '../text/lang'
import { ownerAppointmentName } from './ownerAppointmentName'
import { announceBooking } from './announceBooking'
import { bookLead } from './bookLead'
import { bookingMail } from './bookingMail'
import { isoWithOffset } from './isoWithOffset'
import { visitNote } from './visitNote'
import { newManageToken } from './manageToken'
import { queueTextReminder } from './queueTextReminder'
import { smsBudget } from '../sms/smsBudget'
import type { OwnerMailPayer } from '../mail/ownerMailBudget'

const DAY = 86_400_000

/** What an owner sends to turn a hold into a visit. */
export interface ConfirmRequest {
  hold_id: string
  hold_secret: string
  owner_name: string
  email: string
  phone: string
  pet_name: string
  species: 'dog' | 'cat'
  lead_id?: string
  lang?: Lang
}

/** The link an owner manages a visit with: the token in the fragment, which browsers never send to a server. */
export function manageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/booking#token=${encodeURIComponent(token)}`
}

/**
 * Queues the day-before reminder as an outbox row due 24 hours before the visit (none when that
 * moment has passed); the mail worker sends it when due. Returns its id, kept so a cancel or move drops it.
 */
export async function queueReminder(tx: Queryable, b: BookingRow, p: Partner, now: Date): Promise<string | null> {
  const at = new Date(b.start_at.getTime() - DAY)
  if (at <= now) return null
  return enqueueMail(tx, now, bookingMail('reminder', b, p, { now }), undefined, { runAt: at })
}

/**
 * Confirms a hold with the owner's details, in one transaction: its seat rows become permanent
 * (409 when it expired and some of its time was taken meanwhile), the visit is stored with a hash
 * of its new manage token, and the confirmation (with .ics and link), the reminder, the lead's
 * `booked` status and the clinic's webhook and live update are written with it, and the
 * day-before text where the owner agreed to texts (queueTextReminder). 404 for an unknown
 * hold or a wrong secret; 409 for a hold already confirmed. The confirmation is paid from the
 * owner mail budget by `payer` (the reminder with it): over budget the whole confirmation is
 * refused with 429 and rolled back, the hold left as it was until it expires, because a visit
 * whose owner cannot be told its time and link would be a slot taken by a script's address.
 */
export async function confirmBooking(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'sms'> & Partial<Pick<Deps, 'log'>>,
  req: ConfirmRequest,
  lang: Lang,
  payer?: OwnerMailPayer,
) {
  const now = deps.clock.now()
  const secret = deps.config.secret
  const { booked, p } = await deps.db.transaction(async (tx) => {
    const hold = await bookingsRepo.lockHold(tx, req.hold_id, keyedHash(secret, 'booking-hold', req.hold_secret))
    if (!hold) throw new HttpError(404, { _: 'Unknown hold' })
    if (hold.status !== 'held') throw new HttpError(409, { _: 'This hold was already used' })
    if ((await bookingsRepo.keepSeats(tx, hold.id)) < hold.seat_cells)
      throw new HttpError(409, { _: 'The hold expired and its time was taken; please choose another time' })
    const p = (await findPartner(tx, hold.clinic_id))!
    const zone = hoursOf(p).timeZone
    const leadId = req.lead_id
      ? await bookLead(tx, {
          leadId: req.lead_id,
          clinicId: hold.clinic_id,
          email: req.email,
          start: hold.start_at,
          note: visitNote(hold.appointment_name, hold.start_at, zone),
          now,
          publicUrl: deps.config.publicUrl,
        })
      : null
    const token = newManageToken(secret, hold.id)
    const details = {
      ownerName: req.owner_name,
      email: req.email,
      phone: req.phone,
      petName: req.pet_name,
      species: req.species,
      lang: req.lang ?? lang,
      leadId,
    }
    const copied = await bookingsRepo.book(tx, hold.id, details, token.hash, now)
    const booked: BookingRow = {
      ...hold,
      ...copied,
      status: 'booked',
      owner_name: details.ownerName,
      email: details.email,
      phone: details.phone,
      pet_name: details.petName,
      species: details.species,
      lang: details.lang,
      lead_id: leadId,
    }
    // Texts are paid before mail, as on the lead forms: two transactions take their budget rows in
    // the same order and so never deadlock on them.
    const text = await queueTextReminder(tx, booked, p, now, deps.sms ? smsBudget(deps) : null)
    if (text) await bookingsRepo.setTextReminder(tx, hold.id, text)
    await enqueueMail(
      tx,
      now,
      bookingMail('booked', booked, p, { manageUrl: manageUrl(deps.config.publicUrl, token.token), now }),
      undefined,
      {
        payer,
      },
    )
    const reminder = await queueReminder(tx, booked, p, now)
    if (reminder) await bookingsRepo.setReminder(tx, hold.id, reminder)
    await announceBooking(tx, 'booking.created', booked, zone, now)
    return { booked, p }
  })
  const zone = hoursOf(p).timeZone
  return {
    booking_id: booked.id,
    start: isoWithOffset(booked.start_at.getTime(), zone),
    end: isoWithOffset(booked.end_at.getTime(), zone),
    time_zone: zone,
    clinic: { id: p.id, name: p.name, phone: p.phone, street: p.street, city: p.city, state: p.state, zip: p.zip },
    service: booked.service,
    appointment_name: ownerAppointmentName(booked.appointment_name, booked.service, booked.lang === 'es' ? 'es' : 'en'),
  }
}
