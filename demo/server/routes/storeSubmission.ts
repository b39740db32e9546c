import { routeSubmission } from '../clinics/routeSubmission'
import type { ClinicDirectory } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import { leadEventsRepo } from '../db/leadEventsRepo'
import { submissionsRepo, type SubmissionKind } from '../db/submissionsRepo'
import { uploadsRepo } from '../db/uploadsRepo'
import { enqueueJob } from '../jobs/enqueueJob'
import { queueLeadMail } from '../mail/queueLeadMail'
import { UPLOAD_NAME } from '../uploads/storeImage'
import type { Lang } from '../text/lang'
import { submissionTriage } from '../triage/submissionTriage'
import { emitLeadEvent } from '../webhooks/emitLeadEvent'

export type { SubmissionKind }

/**
 * Stores a validated submission with a server-made id, before anything else happens to it, and
 * in the same transaction its assessment job, due `graceMs` from now: if the owner never sends
 * the second call (or the process dies before the model answers), the lead is still assessed
 * from the facts and mailed to its clinic then. The clinic's lead notification is written here
 * too (queueLeadMail), so even a job that never finishes cannot lose the lead. A photo it names
 * is attached (no longer an orphan).
 * The row records the partner it is routed to and why (issue 12), and the owner's language
 * (`lang`, issue 15; English when not given). Returns the id (content._id).
 */
export async function storeSubmission(tx: Queryable, kind: SubmissionKind, clinicId: string | null | undefined, data: object, now: Date, opts: { graceMs: number; clinics: ClinicDirectory; imagePath?: string | null; publicUrl?: string; lang?: Lang }): Promise<string> {
  const id = crypto.randomUUID()
  const route = await routeSubmission(tx, kind, clinicId, data as Record<string, unknown>)
  // Triage runs once, here: the stored answer is what the e-mails, the inbox and the webhooks read.
  const found = submissionTriage(kind, data as Record<string, unknown>, now)
  await submissionsRepo.insert(tx, { id, kind, clinicId: clinicId || null, data, imagePath: opts.imagePath ?? null, now, route, urgency: found?.urgency ?? null, lang: opts.lang, triage: found })
  const named = [opts.imagePath, (data as { image_url?: unknown }).image_url, (data as { imageUrl?: unknown }).imageUrl]
    .flatMap((v) => (typeof v === 'string' ? v.split(/[/?#]/) : [])).find((part) => UPLOAD_NAME.test(part))
  if (named) await uploadsRepo.attach(tx, named, id)
  await enqueueJob(tx, id, now, opts.graceMs)
  await queueLeadMail(tx, opts.clinics, { id, kind, clinicId: route ? route.clinicId : clinicId || null, data: data as Record<string, unknown>, lang: opts.lang }, now, new Date(now.getTime() + opts.graceMs))
  // The workspace (issue 13): 'received' on the timeline, whose NOTIFY reaches every process's
  // inbox streams at commit.
  await leadEventsRepo.record(tx, { submissionId: id, type: 'received', at: now })
  // Issue 14: the clinic's webhooks hear of the lead in this same transaction (no event lost).
  await emitLeadEvent(tx, { type: 'lead.created', submissionId: id, now, publicUrl: opts.publicUrl ?? '' })
  return id
}
