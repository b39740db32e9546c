import type { Busy } from './seatCells'
import { CELL_MS } from './seatCells'
import type { Queryable } from './db'
import type { Attribution } from '../../src/schemas/attribution'

/** A `bookings` row: a hold (`held`), a visit (`booked`) or a cancelled visit. */
export interface BookingRow {
  id: string
  clinic_id: string
  service: string
  appointment_name: string
  start_at: Date
  end_at: Date
  held_until: Date
  status: 'held' | 'booked' | 'cancelled'
  owner_name: string | null
  email: string | null
  phone: string | null
  pet_name: string | null
  species: string | null
  lang: string | null
  lead_id: string | null
  reminder_mail_id: string | null
  /** The day-before text, where the owner agreed to texts; dropped by a cancel, replaced by a move. */
  reminder_sms_id: string | null
  /** How many cells its seat rows cover. */
  seat_cells: number
  /** Its lead's attribution, copied when the visit is booked for the lead; null without one (or once the lead is deleted). */
  attribution: Attribution | null
  /** Its lead's widget (read from the lead, so it goes with it); null without a lead. */
  widget: string | null
}

/** Its lead's widget, beside the booking's own columns. */
const WIDGET = '(SELECT s.form FROM submissions s WHERE s.id = bookings.lead_id) AS widget'

const COLUMNS = `id, clinic_id, service, appointment_name, start_at, end_at, held_until, status, owner_name, email, phone, pet_name, species, lang, lead_id, reminder_mail_id, reminder_sms_id, seat_cells, attribution, ${WIDGET}`

const toRow = (r: BookingRow): BookingRow => ({
  ...r,
  start_at: new Date(r.start_at),
  end_at: new Date(r.end_at),
  held_until: new Date(r.held_until),
})

/** The details an owner gives when confirming a hold. */
export interface OwnerDetails {
  ownerName: string
  email: string
  phone: string
  petName: string
  species: string
  lang: string
  leadId: string | null
}

/**
 * SQL of holds and visits. The seats a visit takes are rows of `booking_seats` whose primary key
 * (clinic, 15-minute cell, seat) the database enforces; nothing here reads a seat and then writes it.
 */
export const bookingsRepo = {
  /**
   * Retention: a visit (booked or cancelled) whose time ended before `before`, a visit cancelled
   * before then whatever its time, and a hold that lapsed before then, with the owner's name,
   * contact and pet; their seat rows go with them (ON DELETE CASCADE). A visit still to come, or
   * recently past, stays, its lead deleted or not: the clinic needs its contact for the visit.
   * Returns how many went.
   */
  async deleteOlderThan(tx: Queryable, before: Date): Promise<number> {
    const rows = await tx.query(
      `DELETE FROM bookings
       WHERE end_at < $1 OR (status = 'cancelled' AND cancelled_at < $1) OR (status = 'held' AND held_until < $1)
       RETURNING id`,
      [before],
    )
    return rows.length
  },

  async insertHold(
    tx: Queryable,
    h: {
      id: string
      clinicId: string
      service: string
      appointmentName: string
      start: Date
      end: Date
      heldUntil: Date
      secretHash: string
      cells: number
      now: Date
      /** Keyed hash of the caller's limit key, for the live-hold budgets (holdBudget.ts). */
      callerHash: string
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO bookings (id, clinic_id, service, appointment_name, start_at, end_at, held_until, status, hold_secret_hash, seat_cells, created_at, caller_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'held', $8, $9, $10, $11)`,
      [h.id, h.clinicId, h.service, h.appointmentName, h.start, h.end, h.heldUntil, h.secretHash, h.cells, h.now, h.callerHash],
    )
  },

  /**
   * Serialises hold requests on `key` until the transaction ends (an advisory lock: every process
   * on the database waits for it), so two requests cannot both count the same live holds and both
   * pass their budget. Taken caller first, clinic second, always in that order: no deadlock.
   */
  async lockHoldBudget(tx: Queryable, key: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`hold-budget:${key}`])
  },

  /** The live holds (not confirmed, not expired by `now`) of a caller, or of a clinic: how many, and when the oldest expires. */
  async liveHolds(
    q: Queryable,
    by: { callerHash: string } | { clinicId: string },
    now: Date,
  ): Promise<{ n: number; firstEnd: Date | null }> {
    const [column, value] = 'callerHash' in by ? ['caller_hash', by.callerHash] : ['clinic_id', by.clinicId]
    const [row] = await q.query<{ n: number | string; first_end: Date | null }>(
      `SELECT count(*) AS n, min(held_until) AS first_end FROM bookings WHERE ${column} = $1 AND status = 'held' AND held_until > $2`,
      [value, now],
    )
    return { n: Number(row!.n), firstEnd: row!.first_end ? new Date(row!.first_end) : null }
  },

  /**
   * `takeSeat` behind a savepoint: a seat found partly taken leaves no row behind, and the
   * caller's transaction goes on. True when every cell was taken.
   */
  async takeSeatOrUndo(
    tx: Queryable,
    s: { clinicId: string; bookingId: string; seat: number; cells: number[]; expiresAt: Date | null; now: Date },
  ): Promise<boolean> {
    await tx.query('SAVEPOINT take_seat')
    if (await bookingsRepo.takeSeat(tx, s)) {
      await tx.query('RELEASE SAVEPOINT take_seat')
      return true
    }
    await tx.query('ROLLBACK TO SAVEPOINT take_seat')
    return false
  },

  /**
   * Takes `cells` of `seat` for booking `bookingId` in one statement: a free cell is inserted, a
   * cell of a hold that expired by `now` is taken over (so an expired hold never blocks a seat), a
   * live hold's or a visit's cell is left alone. True when every cell was taken; otherwise the
   * caller rolls back (to its savepoint), so a visit never holds part of its time.
   */
  async takeSeat(
    tx: Queryable,
    s: { clinicId: string; bookingId: string; seat: number; cells: number[]; expiresAt: Date | null; now: Date },
  ): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO booking_seats (clinic_id, cell_at, seat, booking_id, expires_at)
       SELECT $1, c, $2, $3, $4 FROM unnest($5::timestamptz[]) AS c
       ON CONFLICT (clinic_id, cell_at, seat) DO UPDATE SET booking_id = EXCLUDED.booking_id, expires_at = EXCLUDED.expires_at
       WHERE booking_seats.expires_at IS NOT NULL AND booking_seats.expires_at <= $6
       RETURNING cell_at`,
      [s.clinicId, s.seat, s.bookingId, s.expiresAt, s.cells.map((c) => new Date(c).toISOString()), s.now],
    )
    return rows.length === s.cells.length
  },

  /**
   * The seats taken in [from, to) by visits and live holds, as one busy block per cell. Read as
   * one array of cell times per seat (a few rows, not one per cell): a clinic with thousands of
   * future visits is looked up on every slot call.
   */
  async busy(q: Queryable, clinicId: string, from: Date, to: Date, now: Date): Promise<Busy[]> {
    const rows = await q.query<{ seat: number; cells: number[] }>(
      `SELECT seat, array_agg((extract(epoch FROM cell_at) * 1000)::float8) AS cells FROM booking_seats
       WHERE clinic_id = $1 AND cell_at >= $2 AND cell_at < $3 AND (expires_at IS NULL OR expires_at > $4) GROUP BY seat`,
      [clinicId, from, to, now],
    )
    return rows.flatMap((r) => r.cells.map((c) => ({ start: Number(c), end: Number(c) + CELL_MS, seat: Number(r.seat) })))
  },

  /** A hold by id and its secret's hash, locked for the rest of the transaction. */
  async lockHold(tx: Queryable, id: string, secretHash: string): Promise<BookingRow | undefined> {
    const [row] = await tx.query<BookingRow>(`SELECT ${COLUMNS} FROM bookings WHERE id = $1 AND hold_secret_hash = $2 FOR UPDATE`, [
      id,
      secretHash,
    ])
    return row && toRow(row)
  },

  /** Makes a booking's seat rows permanent; returns how many it still held (fewer: some were taken over after it expired). */
  async keepSeats(tx: Queryable, id: string): Promise<number> {
    return (await tx.query('UPDATE booking_seats SET expires_at = NULL WHERE booking_id = $1 RETURNING cell_at', [id])).length
  },

  async releaseSeats(tx: Queryable, id: string): Promise<void> {
    await tx.query('DELETE FROM booking_seats WHERE booking_id = $1', [id])
  },

  /**
   * Turns the hold into a visit. A visit booked for a lead takes a copy of the lead's attribution
   * (where the owner came from travels to the visit); answers it and the lead's widget.
   */
  async book(
    tx: Queryable,
    id: string,
    d: OwnerDetails,
    manageHash: string,
    now: Date,
  ): Promise<Pick<BookingRow, 'attribution' | 'widget'>> {
    const [row] = await tx.query<Pick<BookingRow, 'attribution' | 'widget'>>(
      // A visit is no longer a hold: who asked for it is needed for the live-hold budgets only.
      `UPDATE bookings SET status = 'booked', owner_name = $2, email = $3, phone = $4, pet_name = $5, species = $6, lang = $7, lead_id = $8,
         manage_hash = $9, booked_at = $10, caller_hash = NULL,
         attribution = (SELECT s.attribution FROM submissions s WHERE s.id = $8::uuid)
       WHERE id = $1 RETURNING attribution, ${WIDGET}`,
      [id, d.ownerName, d.email, d.phone, d.petName, d.species, d.lang, d.leadId, manageHash, now],
    )
    return { attribution: row?.attribution ?? null, widget: row?.widget ?? null }
  },

  /**
   * Retention: the attribution copied to the visits of the leads created before `before`, which are
   * deleted with it (server/maintenance); the visit itself may stay for its clinic until it ends.
   */
  async forgetLeadAttribution(tx: Queryable, before: Date): Promise<number> {
    const rows = await tx.query(
      `UPDATE bookings SET attribution = NULL
       WHERE attribution IS NOT NULL AND lead_id IN (SELECT id FROM submissions WHERE created_at < $1) RETURNING id`,
      [before],
    )
    return rows.length
  },

  async setReminder(tx: Queryable, id: string, mailId: string | null): Promise<void> {
    await tx.query('UPDATE bookings SET reminder_mail_id = $2 WHERE id = $1', [id, mailId])
  },

  async setTextReminder(tx: Queryable, id: string, smsId: string | null): Promise<void> {
    await tx.query('UPDATE bookings SET reminder_sms_id = $2 WHERE id = $1', [id, smsId])
  },

  /** A booked visit by the hash of its manage token, locked; a cancelled one has no token any more. */
  async lockByManageHash(tx: Queryable, hash: string): Promise<BookingRow | undefined> {
    const [row] = await tx.query<BookingRow>(`SELECT ${COLUMNS} FROM bookings WHERE manage_hash = $1 AND status = 'booked' FOR UPDATE`, [
      hash,
    ])
    return row && toRow(row)
  },

  /** Cancels a visit: its seats are freed and its manage token stops working, in the caller's transaction. */
  async cancel(tx: Queryable, id: string, now: Date): Promise<void> {
    await tx.query('DELETE FROM booking_seats WHERE booking_id = $1', [id])
    await tx.query("UPDATE bookings SET status = 'cancelled', cancelled_at = $2, manage_hash = NULL WHERE id = $1", [id, now])
  },

  /** Records a visit's new time (its seats are already swapped) and its new manage token. */
  async moved(tx: Queryable, id: string, start: Date, end: Date, cells: number, manageHash: string): Promise<void> {
    await tx.query('UPDATE bookings SET start_at = $2, end_at = $3, seat_cells = $4, manage_hash = $5 WHERE id = $1', [
      id,
      start,
      end,
      cells,
      manageHash,
    ])
  },

  /** Drops a reminder that has not gone out yet (a cancelled or moved visit). */
  async dropQueuedMail(tx: Queryable, mailId: string): Promise<void> {
    await tx.query("DELETE FROM outbox WHERE id = $1 AND status = 'queued'", [mailId])
  },
}

/**
 * A clinic's own visits, for its workspace: the clinic comes from the session and is in every
 * query, so another clinic's visit is simply not found (a 404 like an unknown id).
 */
export function bookingsForClinic(q: Queryable, clinicId: string) {
  return {
    async list(from: Date, to: Date): Promise<BookingRow[]> {
      return (
        await q.query<BookingRow>(
          `SELECT ${COLUMNS} FROM bookings WHERE clinic_id = $1 AND status <> 'held' AND start_at >= $2 AND start_at < $3 ORDER BY start_at, id`,
          [clinicId, from, to],
        )
      ).map(toRow)
    },
    async lock(id: string): Promise<BookingRow | undefined> {
      const [row] = await q.query<BookingRow>(
        `SELECT ${COLUMNS} FROM bookings WHERE id = $1 AND clinic_id = $2 AND status = 'booked' FOR UPDATE`,
        [id, clinicId],
      )
      return row && toRow(row)
    },
    async find(id: string): Promise<BookingRow | undefined> {
      const [row] = await q.query<BookingRow>(`SELECT ${COLUMNS} FROM bookings WHERE id = $1 AND clinic_id = $2 AND status <> 'held'`, [
        id,
        clinicId,
      ])
      return row && toRow(row)
    },
  }
}
