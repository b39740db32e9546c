import type { ClinicContact } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import { leadNotificationsRepo } from '../db/leadNotificationsRepo'
import { notifyWork } from '../db/workChannel'
import { clinicNotification, type NotifiedLead } from './clinicNotification'
import type { Logger } from '../observability/createLogger'

/**
 * Writes the clinic's notification of a lead in the caller's transaction, due `runAt` (now by
 * default): one notification per lead and recipient whatever the order of the writers (the
 * submission's fallback, the job, a buried job, a reassignment; see leadNotificationsRepo.write).
 * Returns false when this recipient was already told (nothing written). `first`: the lead was
 * stored in this transaction, so it has no notification yet to rewrite. `log` hears of an emergency
 * block that could not be written (clinicNotification.ts).
 */
export async function notifyClinic(
  tx: Queryable,
  lead: NotifiedLead,
  clinic: ClinicContact,
  now: Date,
  runAt: Date = now,
  opts: { first?: boolean; log?: Logger } = {},
): Promise<boolean> {
  const written = await leadNotificationsRepo.write(tx, lead.id, clinicNotification(lead, clinic, opts.log), runAt, now, {
    first: opts.first,
  })
  if (written === 'kept') return false
  await notifyWork(tx, 'mail')
  return true
}

/**
 * How long after its job is due the facts-only notification written with the submission goes
 * out by itself. The job normally rewrites it with the result well before (model retries take
 * minutes); this only fires when the workers cannot finish the job at all, so the clinic still
 * hears of the lead.
 */
export const LEAD_FALLBACK_MS = 60 * 60_000
