import { randomBytes } from 'node:crypto'
import type { Service } from '../../src/schemas/services'
import { activePartner } from '../clinics/activePartner'
import { bookingsRepo } from '../db/bookingsRepo'
import type { Queryable } from '../db/db'
import type { Deps } from '../deps'
import { hoursOf } from '../hours/hoursOf'
import { HttpError } from '../http/respond'
import { keyedHash } from '../crypto/keyedHash'
import { appointmentFor, cellsFor, isOfferedStart } from './availability'
import { isoWithOffset } from './isoWithOffset'
import { takeSeats } from './takeSeats'
import { holdCallerHash, spendHold } from './holdBudget'

/** How long a hold keeps its seat while the owner confirms. */
export const HOLD_MS = 10 * 60_000

/** The answer when the seat is gone (or the time is not one the clinic offers): pick another slot. */
export const SEAT_GONE = { _: 'This time is no longer available' }

/**
 * Holds a seat at `start` for 10 minutes: the hold's row and its seat rows in one transaction,
 * the seat decided by the database (takeSeats). The hold's secret is returned once and stored
 * only as a keyed hash. 404 for an unknown or inactive clinic, 422 for a service it does not
 * book, 409 when the time is not offered or every seat is taken, 429 when `caller` (its limit
 * key, callerKey) or the clinic already has its live holds (holdBudget.ts): checked in the same
 * transaction before the hold's row is written, so a refused hold stores nothing.
 */
export async function holdSeat(
  deps: Pick<Deps, 'db' | 'clock' | 'config'> & Partial<Pick<Deps, 'metrics'>>,
  req: { clinic_id: string; service: Service; start: string },
  caller: string,
  /** What the caller pays for the hold besides its live-hold budget (the anonymous proof), in the hold's transaction. */
  pay: (tx: Queryable) => Promise<void> = async () => {},
) {
  const now = deps.clock.now()
  const p = await activePartner(deps.db, req.clinic_id)
  const type = appointmentFor(p, req.service)
  if (!type) throw new HttpError(422, { service: 'This clinic does not take bookings for this service' })
  const start = Date.parse(req.start)
  if (!(await isOfferedStart(deps.db, p, type, start, now))) throw new HttpError(409, SEAT_GONE)
  const id = crypto.randomUUID()
  const secret = randomBytes(24).toString('base64url')
  const end = start + type.durationMinutes * 60_000
  const heldUntil = new Date(now.getTime() + HOLD_MS)
  const cells = cellsFor(p, type, start)
  const callerHash = holdCallerHash(deps.config.secret, caller)
  await deps.db.transaction(async (tx) => {
    await spendHold(tx, deps, { callerHash, clinicId: p.id })
    await pay(tx)
    await bookingsRepo.insertHold(tx, {
      id,
      clinicId: p.id,
      service: req.service,
      appointmentName: type.name,
      start: new Date(start),
      end: new Date(end),
      heldUntil,
      secretHash: keyedHash(deps.config.secret, 'booking-hold', secret),
      cells: cells.length,
      now,
      callerHash,
    })
    const taken = await takeSeats(tx, { clinicId: p.id, bookingId: id, capacity: p.booking!.capacity, cells, expiresAt: heldUntil, now })
    // Rolls the hold's row back with the failed seat.
    if (taken === null) throw new HttpError(409, SEAT_GONE)
  })
  const zone = hoursOf(p).timeZone
  return {
    hold_id: id,
    hold_secret: secret,
    clinic_id: p.id,
    service: req.service,
    start: isoWithOffset(start, zone),
    end: isoWithOffset(end, zone),
    expires_at: isoWithOffset(heldUntil.getTime(), zone),
  }
}
