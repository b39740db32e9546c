import type { ClinicDirectory } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import { enqueueMail } from './enqueueMail'
import { leadMail } from './leadMail'
import type { Lang } from '../text/lang'

/**
 * How long after its job is due the facts-only lead notification goes out by itself. The job
 * normally rewrites it with the result well before (model retries take minutes); this only
 * fires when the workers cannot finish the job at all, so the clinic still hears of the lead.
 */
export const LEAD_FALLBACK_MS = 60 * 60_000

/**
 * Writes the clinic's lead notification in the transaction that stores the submission, due
 * after the job's grace period plus LEAD_FALLBACK_MS: the lead exists in the outbox exactly when
 * the submission does. The job replaces it with the assessed version (settleLeadMail).
 */
export async function queueLeadMail(tx: Queryable, clinics: ClinicDirectory, sub: { id: string; kind: string; /** The partner the lead is routed to (null: the network queue). */ clinicId: string | null; data: Record<string, unknown>; lang?: Lang; /** This server's public URL, for the link to the lead in the workspace. */ publicUrl?: string }, now: Date, jobDueAt: Date): Promise<void> {
  // Read through the caller's transaction: an embedded database has one connection, held by it.
  const clinic = await clinics.lookup(sub.clinicId, tx)
  await enqueueMail(tx, now, leadMail({ to: clinic.leadEmail, kind: sub.kind, id: sub.id, clinicName: clinic.name, data: sub.data, result: null, lang: sub.lang, publicUrl: sub.publicUrl }),
    undefined, { runAt: new Date(jobDueAt.getTime() + LEAD_FALLBACK_MS), leadOf: sub.id })
}
