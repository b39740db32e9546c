import type { Queryable } from './db'
import { workQueue, type Lease } from './workQueue'

/** A claimed text message. `sending_at` set: an earlier attempt may have reached the provider. */
export type SmsRow = Lease & { to_number: string; body: string; submission_id: string | null; sending_at: Date | null }

/** Text messages (jobs/sendDueSms.ts): the same leased work queue as mail; a refused one ends `failed`. */
export const smsQueue = workQueue<SmsRow>({
  table: 'sms_messages',
  done: 'sent',
  dead: 'failed',
  returning: 't.id, t.to_number, t.body, t.submission_id, t.sending_at, t.attempts, t.lease_token',
})

/** SQL of the text-message tables: the queue's rows beyond its lease queries, opt-outs and the demo sink. */
export const smsRepo = {
  /** A text due at `runAt` (now when absent). */
  async insert(
    tx: Queryable,
    row: { id: string; submissionId: string | null; to: string; body: string; now: Date; runAt?: Date },
  ): Promise<void> {
    await tx.query('INSERT INTO sms_messages (id, submission_id, to_number, body, run_at, created_at) VALUES ($1, $2, $3, $4, $6, $5)', [
      row.id,
      row.submissionId,
      row.to,
      row.body,
      row.now,
      row.runAt ?? row.now,
    ])
  },

  /** Drops a text that has not been handed to the provider yet (a cancelled or moved visit's reminder). */
  async dropQueued(tx: Queryable, id: string): Promise<void> {
    await tx.query("DELETE FROM sms_messages WHERE id = $1 AND status = 'queued' AND sending_at IS NULL", [id])
  },

  /**
   * Marks a row as being handed to the provider, fenced by the lease: written (and committed)
   * before the call, so whoever claims the row next knows it may already be on its way. False when
   * the lease is no longer ours.
   */
  async markSending(db: Queryable, lease: Lease, now: Date): Promise<boolean> {
    return (
      (
        await db.query("UPDATE sms_messages SET sending_at = $3 WHERE id = $1 AND lease_token = $2 AND status = 'queued' RETURNING id", [
          lease.id,
          lease.lease_token,
          now,
        ])
      ).length > 0
    )
  },

  /** The lead's texts, oldest first (tests and the timeline read them). */
  async ofLead(q: Queryable, submissionId: string) {
    return q.query<{
      id: string
      to_number: string
      body: string
      status: string
      attempts: number
      last_error: string | null
      sent_at: Date | null
    }>(
      'SELECT id, to_number, body, status, attempts, last_error, sent_at FROM sms_messages WHERE submission_id = $1 ORDER BY created_at, id',
      [submissionId],
    )
  },

  async isOptedOut(q: Queryable, number: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM sms_opt_outs WHERE number = $1', [number])).length > 0
  },

  /** STOP and its synonyms: the number gets no more texts (kept once, with the first word it sent). */
  async optOut(q: Queryable, number: string, keyword: string, now: Date): Promise<void> {
    await q.query('INSERT INTO sms_opt_outs (number, keyword, opted_out_at) VALUES ($1, $2, $3) ON CONFLICT (number) DO NOTHING', [
      number,
      keyword,
      now,
    ])
  },

  /** START: the number may be texted again. */
  async optIn(q: Queryable, number: string): Promise<void> {
    await q.query('DELETE FROM sms_opt_outs WHERE number = $1', [number])
  },

  /** The demo sink: one row per message key, so a resend of the same message is stored once. */
  async receive(q: Queryable, m: { key: string; to: string; body: string; now: Date }): Promise<void> {
    await q.query(
      'INSERT INTO received_sms (id, key, to_number, body, received_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING',
      [crypto.randomUUID(), m.key, m.to, m.body, m.now],
    )
  },

  /**
   * Retention: every text of a lead created before `before` (whatever its state: its number must
   * not outlive the lead), texts of no lead that ended (sent or failed) before then, and what the
   * demo sink received before then or of a text deleted here. A queued text of no lead stays until
   * it ends. Run before the leads themselves are deleted. Returns how many rows went.
   */
  async deleteOlderThan(tx: Queryable, before: Date): Promise<number> {
    const texts = await tx.query<{ id: string }>(
      `DELETE FROM sms_messages
       WHERE submission_id IN (SELECT id FROM submissions WHERE created_at < $1) OR (status <> 'queued' AND created_at < $1)
       RETURNING id`,
      [before],
    )
    const received = await tx.query('DELETE FROM received_sms WHERE received_at < $1 OR key = ANY($2::text[]) RETURNING id', [
      before,
      texts.map((t) => t.id),
    ])
    return texts.length + received.length
  },

  /** True when the demo sink holds a text of this key. */
  async receivedKey(q: Queryable, key: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM received_sms WHERE key = $1', [key])).length > 0
  },

  /** What the demo sink received, newest first (the outbox pages). */
  async received(q: Queryable, limit: number) {
    return q.query<{ id: string; to_number: string; body: string; received_at: Date }>(
      'SELECT id, to_number, body, received_at FROM received_sms ORDER BY received_at DESC, id LIMIT $1',
      [limit],
    )
  },
}
