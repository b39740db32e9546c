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
   * Writes the entry and answers, in the same statement, whom it concerns: the lead's clinic
   * (the generated `lead_clinic_id`; null: the network queue) and whether it is a lead at all.
   */
  async insert(tx: Queryable, e: LeadEventEntry): Promise<{ clinic_id: string | null; is_lead: boolean } | undefined> {
    const [lead] = await tx.query<{ clinic_id: string | null; is_lead: boolean }>(
      `WITH e AS (
         INSERT INTO lead_events (id, submission_id, at, actor_user_id, type, status, reason, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING submission_id
       )
       SELECT s.lead_clinic_id AS clinic_id, s.is_lead FROM e JOIN submissions s ON s.id = e.submission_id`,
      [crypto.randomUUID(), e.submissionId, e.at, e.actorUserId ?? null, e.type, e.status ?? null, e.reason ?? null, e.note ?? null],
    )
    return lead
  },
}

/** NOTIFY on LEAD_CHANNEL, delivered at the caller's commit (never for a rollback). */
export async function notifyLead(tx: Queryable, notice: LeadNotice): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [LEAD_CHANNEL, JSON.stringify(notice)])
}
