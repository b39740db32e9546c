import type { Queryable } from './db'

/**
 * Frees the leases of every queued row in the six leased queues (jobs, outbox, webhook deliveries,
 * claim checks, push deliveries, texts), so the next claim takes them at once. Only safe when one
 * process owns the database (embedded PGlite): a killed predecessor's leases are dead. On
 * PostgreSQL another live process may hold them, so they are left to run out. A text's 'sending'
 * mark stays: whether the dead process's call reached the provider is unknown.
 */
export async function releaseQueuedLeases(db: Queryable): Promise<void> {
  await db.query("UPDATE jobs SET locked_until = NULL WHERE status = 'queued'")
  await db.query("UPDATE outbox SET locked_until = NULL WHERE status = 'queued'")
  await db.query("UPDATE webhook_deliveries SET locked_until = NULL WHERE status = 'queued'")
  await db.query("UPDATE claim_checks SET locked_until = NULL WHERE status = 'queued'")
  await db.query("UPDATE push_deliveries SET locked_until = NULL WHERE status = 'queued'")
  await db.query("UPDATE sms_messages SET locked_until = NULL WHERE status = 'queued'")
}
