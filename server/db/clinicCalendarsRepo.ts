import type { Queryable } from './db'
import { claimNextSql } from './workQueue'
import type { Busy } from './seatCells'

/** A clinic's own calendar as its row holds it (the address is the secret: never log or return it whole). */
export interface ClinicCalendarRow {
  clinic_id: string
  url: string
  etag: string | null
  last_modified: string | null
  next_poll_at: Date
  covered_until: Date | null
  last_success_at: Date | null
  last_error: string | null
  last_error_at: Date | null
}

/** A calendar claimed for one poll: its lease token fences the poll's writes. */
export type CalendarLease = ClinicCalendarRow & { lease_token: string }

const COLUMNS = 'clinic_id, url, etag, last_modified, next_poll_at, covered_until, last_success_at, last_error, last_error_at'

/**
 * SQL of a clinic's own calendar: its secret address, the poll's due row (leased like every work
 * queue, so two processes never poll one calendar at once, and a process that died is replaced
 * when its lease ends), and the busy time read from it.
 */
export const clinicCalendarsRepo = {
  async find(q: Queryable, clinicId: string): Promise<ClinicCalendarRow | undefined> {
    const [row] = await q.query<ClinicCalendarRow>(`SELECT ${COLUMNS} FROM clinic_calendars WHERE clinic_id = $1`, [clinicId])
    return row
  },

  /** Sets the address, due at once; the previous address's validators, status and busy time go with it. */
  async save(tx: Queryable, clinicId: string, url: string, now: Date): Promise<void> {
    await tx.query('DELETE FROM clinic_busy WHERE clinic_id = $1', [clinicId])
    await tx.query(
      `INSERT INTO clinic_calendars (clinic_id, url, next_poll_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (clinic_id) DO UPDATE SET url = $2, next_poll_at = $3, updated_at = $3, etag = NULL, last_modified = NULL,
         covered_until = NULL, last_success_at = NULL, last_error = NULL, last_error_at = NULL, locked_until = NULL, lease_token = NULL`,
      [clinicId, url, now],
    )
  },

  /** Forgets the address and its busy time: the clinic's slots no longer depend on it. */
  async remove(tx: Queryable, clinicId: string): Promise<void> {
    await tx.query('DELETE FROM clinic_busy WHERE clinic_id = $1', [clinicId])
    await tx.query('DELETE FROM clinic_calendars WHERE clinic_id = $1', [clinicId])
  },

  /** Leases the calendar whose poll is due soonest until `now + leaseMs`; undefined when none is due. */
  async claimDue(q: Queryable, now: Date, leaseMs: number): Promise<CalendarLease | undefined> {
    const [row] = await q.query<CalendarLease>(
      claimNextSql({
        table: 'clinic_calendars',
        key: 'clinic_id',
        due: 'next_poll_at',
        returning: `${COLUMNS.split(', ')
          .map((c) => `t.${c}`)
          .join(', ')}, t.lease_token`,
      }),
      [now, new Date(now.getTime() + leaseMs), crypto.randomUUID()],
    )
    return row
  },

  /**
   * A poll that read the feed: its busy blocks replace the stored ones (`blocks` undefined: the
   * feed had not changed, 304), due again at `next`; `error` (a feed read only in part) is shown as
   * the last error, else the last error is cleared. False when the lease is no longer ours (the
   * address was changed or removed meanwhile): nothing is written.
   */
  async succeeded(
    tx: Queryable,
    lease: CalendarLease,
    r: { now: Date; next: Date; etag?: string | null; lastModified?: string | null; coveredUntil?: Date; blocks?: Busy[]; error?: string },
  ): Promise<boolean> {
    const kept = await tx.query(
      `UPDATE clinic_calendars SET locked_until = NULL, lease_token = NULL, next_poll_at = $3, last_success_at = $4,
         last_error = $9::text, last_error_at = CASE WHEN $9::text IS NULL THEN NULL ELSE $4::timestamptz END, etag = CASE WHEN $8 THEN $5 ELSE etag END,
         last_modified = CASE WHEN $8 THEN $6 ELSE last_modified END, covered_until = CASE WHEN $8 THEN $7 ELSE covered_until END
       WHERE clinic_id = $1 AND lease_token = $2 RETURNING clinic_id`,
      [
        lease.clinic_id,
        lease.lease_token,
        r.next,
        r.now,
        r.etag ?? null,
        r.lastModified ?? null,
        r.coveredUntil ?? null,
        r.blocks != null,
        r.error?.slice(0, 300) ?? null,
      ],
    )
    if (kept.length === 0) return false
    if (r.blocks) {
      await tx.query('DELETE FROM clinic_busy WHERE clinic_id = $1', [lease.clinic_id])
      // 500 rows a statement: the embedded database runs on the server's thread, so one statement of
      // thousands of rows would hold every other request for as long.
      for (let i = 0; i < r.blocks.length; i += 500) {
        const some = r.blocks.slice(i, i + 500)
        await tx.query(
          `INSERT INTO clinic_busy (clinic_id, start_at, end_at)
           SELECT $1, s, e FROM unnest($2::timestamptz[], $3::timestamptz[]) AS b(s, e)`,
          [lease.clinic_id, some.map((b) => new Date(b.start).toISOString()), some.map((b) => new Date(b.end).toISOString())],
        )
      }
    }
    return true
  },

  /** A poll that failed: the reason in plain words, due again at `next`; the stored busy time is kept. */
  async failed(q: Queryable, lease: CalendarLease, error: string, now: Date, next: Date): Promise<boolean> {
    const rows = await q.query(
      `UPDATE clinic_calendars SET locked_until = NULL, lease_token = NULL, next_poll_at = $3, last_error = $4, last_error_at = $5
       WHERE clinic_id = $1 AND lease_token = $2 RETURNING clinic_id`,
      [lease.clinic_id, lease.lease_token, next, error.slice(0, 300), now],
    )
    return rows.length > 0
  },

  /** The clinic's own calendar's busy time overlapping [from, to), taking every seat. */
  async busy(q: Queryable, clinicId: string, from: Date, to: Date): Promise<Busy[]> {
    const rows = await q.query<{ s: number; e: number }>(
      `SELECT (extract(epoch FROM start_at) * 1000)::float8 AS s, (extract(epoch FROM end_at) * 1000)::float8 AS e
       FROM clinic_busy WHERE clinic_id = $1 AND start_at < $3 AND end_at > $2 ORDER BY start_at`,
      [clinicId, from, to],
    )
    return rows.map((r) => ({ start: Number(r.s), end: Number(r.e), seat: null }))
  },
}
