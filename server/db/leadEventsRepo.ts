import type { Queryable } from './db'

/** The NOTIFY channel of lead changes; its payload is `{ clinic_id, id, type }` (see LeadNotice). */
export const LEAD_CHANNEL = 'lead_events'

/** What a workspace event stream learns about a lead: whose it is, which one, and whether it is new to them. */
export interface LeadNotice {
  /** The clinic whose inbox holds the lead; null for the network queue. */
  clinic_id: string | null
  id: string
  type: 'created' | 'updated'
  /** Present for a clinic's booking (its Calendar refetches); absent for a lead. */
  kind?: 'booking'
}

/** Types of a lead's timeline entry (lead_events.type). */
export type LeadEventType =
  | 'received'
  | 'assessed'
  | 'emailed'
  | 'status'
  | 'note'
  | 'reassigned'
  | 'exported'
  | 'mail_failed'
  | 'photo'
  | 'claimed'
  | 'escalated'
  | 'rerouted'
  | 'acknowledged'
  | 'sms_sent'
  | 'sms_failed'
  | 'sms_retry'
  /** The owner came to the booked visit, as a staff member of its clinic marked it. */
  | 'visited'

/** One entry of a lead's timeline, as lead_events holds it (absent: NULL). */
export interface LeadEventEntry {
  submissionId: string
  type: LeadEventType
  at: Date
  actorUserId?: string | null
  status?: string | null
  reason?: string | null
  note?: string | null
}

/**
 * SQL of a lead's timeline: one entry. leads/recordLeadEvent writes it together with what follows
 * from it (the NOTIFY every process's inbox streams hear at commit, the clinic's webhooks).
 */
export const leadEventsRepo = {
  /**
   * Writes the entry and, in the same statement (every lead pays it: one round trip, not three),
   * answers whom it concerns: the lead's clinic (the generated `lead_clinic_id`; null: the network
   * queue) and whether it is a lead at all. For a lead it also sends the NOTIFY of LEAD_CHANNEL
   * (a LeadNotice of `notice`, delivered at the caller's commit, never for a rollback), and answers
   * whether an enabled endpoint of the clinic subscribes to `webhook` (false without one).
   */
  async insert(
    tx: Queryable,
    e: LeadEventEntry,
    announce: { notice: LeadNotice['type']; webhook?: string },
  ): Promise<{ clinic_id: string | null; is_lead: boolean; webhook_wanted: boolean } | undefined> {
    const [lead] = await tx.query<{ clinic_id: string | null; is_lead: boolean; webhook_wanted: boolean }>(
      `WITH e AS (
         INSERT INTO lead_events (id, submission_id, at, actor_user_id, type, status, reason, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING submission_id
       ),
       l AS (SELECT s.lead_clinic_id AS clinic_id, s.is_lead FROM e JOIN submissions s ON s.id = e.submission_id),
       -- A SELECT in WITH runs only when read: the row's notified column reads it.
       n AS (SELECT pg_notify($9, json_build_object('clinic_id', l.clinic_id, 'id', $2::text, 'type', $10::text)::text) FROM l WHERE l.is_lead)
       SELECT l.clinic_id, l.is_lead, (SELECT count(*) FROM n)::int AS notified, $11::text IS NOT NULL AND l.is_lead AND EXISTS (
         SELECT 1 FROM webhook_endpoints w WHERE w.clinic_id = l.clinic_id AND w.state <> 'disabled' AND $11::text = ANY (w.events)
       ) AS webhook_wanted
       FROM l`,
      [
        crypto.randomUUID(),
        e.submissionId,
        e.at,
        e.actorUserId ?? null,
        e.type,
        e.status ?? null,
        e.reason ?? null,
        e.note ?? null,
        LEAD_CHANNEL,
        announce.notice,
        announce.webhook ?? null,
      ],
    )
    return lead
  },
}

/**
 * Entries that no webhook announces, of many leads, in one statement (a batch of the mail worker's
 * acknowledgements): as `insert`, each lead's inboxes hear a NOTIFY of an update at the commit.
 */
export async function insertUnannounced(tx: Queryable, entries: readonly LeadEventEntry[]): Promise<void> {
  if (!entries.length) return
  const column = <K extends keyof LeadEventEntry>(k: K) => entries.map((e) => e[k] ?? null)
  await tx.query(
    `WITH e AS (
       INSERT INTO lead_events (id, submission_id, at, actor_user_id, type, status, reason, note)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])
       RETURNING submission_id
     )
     SELECT count(pg_notify($9, json_build_object('clinic_id', s.lead_clinic_id, 'id', s.id::text, 'type', 'updated')::text))::int AS notified
     FROM e JOIN submissions s ON s.id = e.submission_id WHERE s.is_lead`,
    [
      entries.map(() => crypto.randomUUID()),
      column('submissionId'),
      column('at'),
      column('actorUserId'),
      column('type'),
      column('status'),
      column('reason'),
      column('note'),
      LEAD_CHANNEL,
    ],
  )
}

/** NOTIFY on LEAD_CHANNEL, delivered at the caller's commit (never for a rollback). */
export async function notifyLead(tx: Queryable, notice: LeadNotice): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [LEAD_CHANNEL, JSON.stringify(notice)])
}
