import type { Queryable } from './db'

/** A claimed row: its id, which attempt this is, and the lease token that fences every later write. */
export interface Lease {
  id: string
  attempts: number
  lease_token: string
}

/** A table used as a leased work queue: `status`, `run_at`, `attempts`, `locked_until`, `lease_token`, `last_error`. */
export interface QueueTable {
  table: 'jobs' | 'outbox' | 'webhook_deliveries' | 'claim_checks' | 'push_deliveries' | 'sms_messages'
  /** The status of a row whose work is done. */
  done: string
  /** The status of a row given up for good. */
  dead: string
  /** What the claim returns: columns of the row `t` (and of `join`). */
  returning: string
  /** Only rows whose joined row passes `where` are claimed (a delivery of a disabled endpoint waits). */
  join?: { from: string; on: string; where: string }
  /** More columns the claim sets, `$1` being now (e.g. `last_attempt_at = $1`). */
  claimSet?: string
}

/** Columns a settling write sets besides the status, by name (names are code, never input). */
type Columns = Record<string, unknown>

/** A table whose rows are leased one at a time: `locked_until` and `lease_token`, due by one column. */
export interface LeasedTable {
  table: string
  /** The row's key column. */
  key: string
  /** The column that says when the row is due. */
  due: string
  /** Only rows passing this (on `t`) are claimed. */
  where?: string
  /** Only rows whose joined row passes `where` are claimed (a delivery of a disabled endpoint waits). */
  join?: { from: string; on: string; where: string }
  /** More columns the claim sets (`$1` being now). */
  set?: string
  /** What the claim returns: columns of the row `t` (and of `join`). */
  returning: string
}

/**
 * The claim, written once for every leased table: the due row that no live lease holds, soonest
 * first, leased until `$2` under the fresh token `$3` (`$1` is now). SKIP LOCKED lets several
 * processes claim side by side; a row whose worker died is claimed again when its lease ends.
 * `many`: up to `$4` such rows, soonest first, all under the one token.
 */
export function claimNextSql(c: LeasedTable, many = false): string {
  const j = c.join
  return `WITH next AS (
      SELECT t.${c.key} FROM ${c.table} t${j ? ` JOIN ${j.from} ON ${j.on}` : ''}
      WHERE t.${c.due} <= $1 AND (t.locked_until IS NULL OR t.locked_until <= $1)${c.where ? ` AND ${c.where}` : ''}${j ? ` AND ${j.where}` : ''}
      ORDER BY t.${c.due} LIMIT ${many ? '$4' : '1'} FOR UPDATE OF t SKIP LOCKED)
    UPDATE ${c.table} t SET ${c.set ? `${c.set}, ` : ''}locked_until = $2, lease_token = $3
    FROM next${j ? `, ${j.from}` : ''} WHERE t.${c.key} = next.${c.key}${j ? ` AND ${j.on}` : ''}
    RETURNING ${c.returning}`
}

/**
 * The work queue the three workers share (assessment jobs, outbox mail, webhook deliveries), each
 * a table of rows due at `run_at`. A worker claims the next due row with a lease (`claimNextSql`),
 * counting the attempt. Every later write names
 * the token and a row still queued: a worker whose lease ran out (a slow model, a hung SMTP
 * server) can neither finish, retry, bury nor renew a row another worker holds now.
 */
export function workQueue<Row extends Lease>(q: QueueTable) {
  const claimed: LeasedTable = {
    table: q.table,
    key: 'id',
    due: 'run_at',
    where: "t.status = 'queued'",
    join: q.join,
    set: `attempts = t.attempts + 1${q.claimSet ? `, ${q.claimSet}` : ''}`,
    returning: q.returning,
  }
  const claimSql = claimNextSql(claimed)
  const claimManySql = claimNextSql(claimed, true)

  /** Ends the lease with `status` and `columns`, if the lease is still ours. */
  async function settle(db: Queryable, lease: Lease, status: string, columns: Columns): Promise<boolean> {
    const names = Object.keys(columns)
    const set = names.map((n, i) => `, ${n} = $${i + 4}`).join('')
    const rows = await db.query(
      `UPDATE ${q.table} SET status = $3, locked_until = NULL, lease_token = NULL${set}
       WHERE id = $1 AND lease_token = $2 AND status = 'queued' RETURNING id`,
      [lease.id, lease.lease_token, status, ...names.map((n) => columns[n])],
    )
    return rows.length > 0
  }

  /**
   * Ends the leases of `leases` (one claim's rows: one token) with `status` and `columns`, in one
   * statement; answers the ids whose lease was still ours.
   */
  async function settleAll(db: Queryable, leases: readonly Lease[], status: string, columns: Columns): Promise<Set<string>> {
    const done = new Set<string>()
    for (const token of new Set(leases.map((l) => l.lease_token))) {
      const names = Object.keys(columns)
      const set = names.map((n, i) => `, ${n} = $${i + 4}`).join('')
      const ids = leases.filter((l) => l.lease_token === token).map((l) => l.id)
      const rows = await db.query<{ id: string }>(
        `UPDATE ${q.table} SET status = $3, locked_until = NULL, lease_token = NULL${set}
         WHERE id = ANY($1) AND lease_token = $2 AND status = 'queued' RETURNING id`,
        [ids, token, status, ...names.map((n) => columns[n])],
      )
      for (const r of rows) done.add(String(r.id))
    }
    return done
  }

  return {
    /**
     * Leases up to `max` due rows, soonest first, under one token until `now + leaseMs`, counting
     * an attempt for each: a worker sending many pays one round trip for the claim, not one a row.
     */
    async claimMany(db: Queryable, now: Date, leaseMs: number, max: number): Promise<Row[]> {
      return db.query<Row>(claimManySql, [now, new Date(now.getTime() + leaseMs), crypto.randomUUID(), max])
    },

    /** The work of every lease in `leases` is done: one statement; answers the ids still ours. */
    async finishAll(db: Queryable, leases: readonly Lease[], columns: Columns = {}): Promise<Set<string>> {
      return leases.length ? settleAll(db, leases, q.done, { last_error: null, ...columns }) : new Set()
    },

    /** Gives back leases never tried (their worker stopped first): due as before, their attempt uncounted. */
    async release(db: Queryable, leases: readonly Lease[]): Promise<void> {
      for (const token of new Set(leases.map((l) => l.lease_token)))
        await db.query(
          `UPDATE ${q.table} SET locked_until = NULL, lease_token = NULL, attempts = attempts - 1
           WHERE id = ANY($1) AND lease_token = $2 AND status = 'queued'`,
          [leases.filter((l) => l.lease_token === token).map((l) => l.id), token],
        )
    },

    /** Leases the next due row until `now + leaseMs`, counting the attempt; undefined when none is due. */
    async claim(db: Queryable, now: Date, leaseMs: number): Promise<Row | undefined> {
      const [row] = await db.query<Row>(claimSql, [now, new Date(now.getTime() + leaseMs), crypto.randomUUID()])
      return row
    },

    /** Extends a lease still ours to `until` (work that outlives its lease); false when it is no longer ours. */
    async renew(db: Queryable, lease: Lease, until: Date): Promise<boolean> {
      return (
        (
          await db.query(`UPDATE ${q.table} SET locked_until = $3 WHERE id = $1 AND lease_token = $2 AND status = 'queued' RETURNING id`, [
            lease.id,
            lease.lease_token,
            until,
          ])
        ).length > 0
      )
    },

    /** True while the lease is ours; locks the row for the caller's transaction (write the work's results, then finish). */
    async holds(tx: Queryable, lease: Lease): Promise<boolean> {
      return (
        (
          await tx.query(`SELECT id FROM ${q.table} WHERE id = $1 AND lease_token = $2 AND status = 'queued' FOR UPDATE`, [
            lease.id,
            lease.lease_token,
          ])
        ).length > 0
      )
    },

    /** The work is done. */
    async finish(db: Queryable, lease: Lease, columns: Columns = {}): Promise<boolean> {
      return settle(db, lease, q.done, { last_error: null, ...columns })
    },

    /** This attempt failed: due again at `retryAt`, with the reason. */
    async fail(db: Queryable, lease: Lease, retryAt: Date, error: string, columns: Columns = {}): Promise<boolean> {
      return settle(db, lease, 'queued', { run_at: retryAt, last_error: error.slice(0, 500), ...columns })
    },

    /** Given up for good, with the reason: never claimed again. */
    async bury(db: Queryable, lease: Lease, error: string, columns: Columns = {}): Promise<boolean> {
      return settle(db, lease, q.dead, { last_error: error.slice(0, 500), ...columns })
    },
  }
}

/** Assessment jobs (jobs/runDueJobs.ts). */
export const jobQueue = workQueue<Lease & { submission_id: string }>({
  table: 'jobs',
  done: 'done',
  dead: 'dead',
  returning: 't.id, t.submission_id, t.attempts, t.lease_token',
})

/** Outbox mail (jobs/sendDueMail.ts): a message the SMTP server refuses for good ends `failed`. */
export const mailQueue = workQueue<
  Lease & {
    message_id: string
    to_addr: string
    subject: string
    text_body: string
    html_body: string
    lead_id: string | null
    attachments: Array<{ filename: string; contentType: string; content: string }> | null
    ack_of: string | null
  }
>({
  table: 'outbox',
  done: 'sent',
  dead: 'failed',
  returning:
    't.id, t.message_id, t.to_addr, t.subject, t.text_body, t.html_body, t.attempts, t.lease_token, coalesce(t.lead_of, t.submission_id, t.ack_of) AS lead_id, t.attachments, t.ack_of',
})

/** Webhook deliveries (jobs/runDueDeliveries.ts): a delivery of a disabled endpoint is not claimed. */
export const webhookQueue = workQueue<
  Lease & {
    endpoint_id: string
    message_id: string
    payload: string
    max_attempts: number
    url: string
    secret: string
    previous_secret: string | null
    previous_secret_until: Date | null
  }
>({
  table: 'webhook_deliveries',
  done: 'delivered',
  dead: 'failed',
  returning:
    't.id, t.endpoint_id, t.message_id, t.payload, t.attempts, t.max_attempts, t.lease_token, e.url, e.secret, e.previous_secret, e.previous_secret_until',
  join: { from: 'webhook_endpoints e', on: 'e.id = t.endpoint_id', where: "e.state <> 'disabled'" },
  claimSet: 'last_attempt_at = $1',
})

/** Web Push sends to staff (jobs/sendDuePush.ts), with the subscription's endpoint and keys. */
export const pushQueue = workQueue<
  Lease & { subscription_id: string; payload: string; urgency: 'high' | 'normal'; endpoint: string; p256dh: string; auth: string }
>({
  table: 'push_deliveries',
  done: 'sent',
  dead: 'failed',
  returning: 't.id, t.subscription_id, t.payload, t.urgency, t.attempts, t.lease_token, p.endpoint, p.p256dh, p.auth',
  join: { from: 'push_subscriptions p', on: 'p.id = t.subscription_id', where: 'true' },
})
