import type { Delivery, Endpoint } from '../../src/workspace/webhooks/types'
import type { Queryable } from './db'
import { webhookQueue } from './workQueue'

/** A claimed delivery with what sending it needs. */
export type DueDelivery = NonNullable<Awaited<ReturnType<typeof webhookQueue.claim>>>

/** Deliveries an endpoint's log lists (newest first). */
export const LOG_SIZE = 50

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null)
const ENDPOINT_COLS = 'e.id, e.url, e.events, e.state, e.created_at'
function toEndpoint(r: Record<string, unknown>): Endpoint {
  return {
    id: r.id as string,
    url: r.url as string,
    events: r.events as string[],
    state: r.state as Endpoint['state'],
    created_at: iso(r.created_at)!,
  }
}
function toDelivery(r: Record<string, unknown>): Delivery {
  return {
    id: r.id as string,
    event_type: r.event_type as string,
    message_id: r.message_id as string,
    status: r.status as Delivery['status'],
    attempts: Number(r.attempts),
    response_code: r.response_code === null ? null : Number(r.response_code),
    latency_ms: r.latency_ms === null ? null : Number(r.latency_ms),
    last_error: r.last_error as string | null,
    created_at: iso(r.created_at)!,
    last_attempt_at: iso(r.last_attempt_at),
    next_attempt_at: r.status === 'queued' ? iso(r.run_at) : null,
  }
}

/**
 * The webhook endpoints and deliveries of ONE clinic, the only way the workspace reaches them:
 * every statement names `clinicId` (from the session), so another clinic's endpoint or delivery
 * is, to every caller, one that does not exist.
 */
export function webhooksForClinic(q: Queryable, clinicId: string) {
  return {
    async list(): Promise<Endpoint[]> {
      return (
        await q.query<Record<string, unknown>>(
          `SELECT ${ENDPOINT_COLS} FROM webhook_endpoints e WHERE e.clinic_id = $1 ORDER BY e.created_at, e.id`,
          [clinicId],
        )
      ).map(toEndpoint)
    },

    async find(id: string): Promise<Endpoint | undefined> {
      const [r] = await q.query<Record<string, unknown>>(
        `SELECT ${ENDPOINT_COLS} FROM webhook_endpoints e WHERE e.clinic_id = $1 AND e.id = $2`,
        [clinicId, id],
      )
      return r ? toEndpoint(r) : undefined
    },

    async create(e: { url: string; events: string[]; secret: string; now: Date }): Promise<Endpoint> {
      const [r] = await q.query<Record<string, unknown>>(
        `INSERT INTO webhook_endpoints AS e (id, clinic_id, url, events, secret, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${ENDPOINT_COLS}`,
        [crypto.randomUUID(), clinicId, e.url, e.events, e.secret, e.now],
      )
      return toEndpoint(r!)
    },

    /** Changes the URL, events or (active/disabled) state; undefined when the clinic has no such endpoint. */
    async update(id: string, c: { url?: string; events?: string[]; enabled?: boolean; now: Date }): Promise<Endpoint | undefined> {
      const [r] = await q.query<Record<string, unknown>>(
        `UPDATE webhook_endpoints e SET url = coalesce($3, e.url), events = coalesce($4::text[], e.events), updated_at = $6,
           state = CASE WHEN $5::boolean IS NULL THEN e.state WHEN $5 THEN (CASE WHEN e.state = 'disabled' THEN 'active' ELSE e.state END) ELSE 'disabled' END
         WHERE e.clinic_id = $1 AND e.id = $2 RETURNING ${ENDPOINT_COLS}`,
        [clinicId, id, c.url ?? null, c.events ?? null, c.enabled ?? null, c.now],
      )
      return r ? toEndpoint(r) : undefined
    },

    async remove(id: string): Promise<boolean> {
      return (await q.query('DELETE FROM webhook_endpoints WHERE clinic_id = $1 AND id = $2 RETURNING id', [clinicId, id])).length > 0
    },

    /** A new secret; the old one keeps signing (as a second signature) until `previousUntil`. */
    async rotate(id: string, secret: string, now: Date, previousUntil: Date): Promise<boolean> {
      return (
        (
          await q.query(
            `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_until = $4, secret = $3, updated_at = $5
         WHERE clinic_id = $1 AND id = $2 RETURNING id`,
            [clinicId, id, secret, previousUntil, now],
          )
        ).length > 0
      )
    },

    /** The endpoint's latest deliveries, newest first. */
    async deliveries(endpointId: string): Promise<Delivery[]> {
      return (
        await q.query<Record<string, unknown>>(
          `SELECT d.* FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE e.clinic_id = $1 AND d.endpoint_id = $2 ORDER BY d.created_at DESC, d.id DESC LIMIT ${LOG_SIZE}`,
          [clinicId, endpointId],
        )
      ).map(toDelivery)
    },

    /** The endpoint a delivery of the clinic went to (what "send again" counts against); undefined for another clinic's. */
    async endpointOfDelivery(deliveryId: string): Promise<string | undefined> {
      return (
        await q.query<{ endpoint_id: string }>(
          'SELECT d.endpoint_id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.clinic_id = $1 AND d.id = $2',
          [clinicId, deliveryId],
        )
      )[0]?.endpoint_id
    },

    /**
     * "Send again": the delivery is queued now for ONE more attempt, with the same webhook-id
     * (receivers deduplicate on it). Undefined when the clinic has no such delivery.
     */
    async resend(deliveryId: string, now: Date): Promise<Delivery | undefined> {
      const [r] = await q.query<Record<string, unknown>>(
        `UPDATE webhook_deliveries d SET status = 'queued', run_at = $3, max_attempts = d.attempts + 1, locked_until = NULL, lease_token = NULL
         FROM webhook_endpoints e WHERE e.id = d.endpoint_id AND e.clinic_id = $1 AND d.id = $2 RETURNING d.*`,
        [clinicId, deliveryId, now],
      )
      return r ? toDelivery(r) : undefined
    },

    /** Queues one message for one endpoint of the clinic (the test event); its id, or null when there is no such endpoint. */
    async enqueueFor(
      endpointId: string,
      m: { type: string; messageId: string; payload: string; maxAttempts: number; now: Date },
    ): Promise<string | null> {
      const rows = await q.query<{ id: string }>(
        `INSERT INTO webhook_deliveries (id, endpoint_id, event_type, message_id, payload, max_attempts, run_at, created_at)
         SELECT $3, e.id, $4, $5, $6, $7, $8, $8 FROM webhook_endpoints e WHERE e.clinic_id = $1 AND e.id = $2 RETURNING id`,
        [clinicId, endpointId, crypto.randomUUID(), m.type, m.messageId, m.payload, m.maxAttempts, m.now],
      )
      return rows[0]?.id ?? null
    },

    /** Queues an event for every endpoint of the clinic that subscribes to it and is not disabled; returns how many. */
    async enqueueEvent(m: {
      type: string
      messageId: string
      payload: string
      submissionId: string | null
      maxAttempts: number
      now: Date
    }): Promise<number> {
      return (
        await q.query(
          `INSERT INTO webhook_deliveries (id, endpoint_id, event_type, message_id, submission_id, payload, max_attempts, run_at, created_at)
         SELECT gen_random_uuid(), e.id, $2, $3, $4, $5, $6, $7, $7 FROM webhook_endpoints e
         WHERE e.clinic_id = $1 AND e.state <> 'disabled' AND $2 = ANY (e.events) RETURNING id`,
          [clinicId, m.type, m.messageId, m.submissionId, m.payload, m.maxAttempts, m.now],
        )
      ).length
    },

    /** True when some endpoint of the clinic would receive `type` (saves building a payload nobody gets). */
    async wants(type: string): Promise<boolean> {
      return (
        (
          await q.query(`SELECT 1 FROM webhook_endpoints WHERE clinic_id = $1 AND state <> 'disabled' AND $2 = ANY (events) LIMIT 1`, [
            clinicId,
            type,
          ])
        ).length > 0
      )
    },
  }
}

/**
 * The delivery worker's side (jobs/runDueDeliveries.ts): the work queue's claim across clinics
 * (workQueue.ts), and what an answer does to the endpoint.
 */
export const deliveryQueue = {
  /** Leases the next due delivery of an endpoint that is not disabled, counting the attempt. */
  async claim(q: Queryable, now: Date, leaseMs: number): Promise<DueDelivery | undefined> {
    return webhookQueue.claim(q, now, leaseMs)
  },

  /**
   * RETENTION_DAYS for deliveries no lead owns (test events, "send again" of a deleted lead's
   * copy): finished ones older than `before` go. A lead's deliveries go with the lead (ON DELETE
   * CASCADE); a queued one is never cut short.
   */
  async deleteFinishedOlderThan(tx: Queryable, before: Date): Promise<number> {
    return (await tx.query(`DELETE FROM webhook_deliveries WHERE created_at < $1 AND status <> 'queued' RETURNING id`, [before])).length
  },

  /** A 2xx: delivered; an endpoint marked failing is active again. */
  async delivered(q: Queryable, d: DueDelivery, r: { status: number; latencyMs: number; now: Date }): Promise<void> {
    if (await webhookQueue.finish(q, d, { response_code: r.status, latency_ms: r.latencyMs, delivered_at: r.now })) {
      await q.query(`UPDATE webhook_endpoints SET state = 'active' WHERE id = $1 AND state = 'failing'`, [d.endpoint_id])
    }
  },

  /**
   * A failed attempt: queued again at `retryAt`, or, when `retryAt` is null (the last attempt),
   * failed for good and its endpoint marked failing.
   */
  async failed(
    q: Queryable,
    d: DueDelivery,
    r: { status: number | null; latencyMs: number | null; error: string; retryAt: Date | null },
  ): Promise<void> {
    const answer = { response_code: r.status, latency_ms: r.latencyMs }
    if (r.retryAt) await webhookQueue.fail(q, d, r.retryAt, r.error, answer)
    else if (await webhookQueue.bury(q, d, r.error, answer))
      await q.query(`UPDATE webhook_endpoints SET state = 'failing' WHERE id = $1 AND state = 'active'`, [d.endpoint_id])
  },
}
