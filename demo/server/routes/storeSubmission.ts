import { routeSubmission } from '../clinics/routeSubmission'
import type { ClinicDirectory } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import { submissionsRepo, type SubmissionKind } from '../db/submissionsRepo'
import { uploadsRepo } from '../db/uploadsRepo'
import { enqueueJob } from '../jobs/enqueueJob'
import { leadClinicOf } from '../leads/leadClinic'
import { LEAD_FALLBACK_MS, notifyClinic } from '../leads/notifyClinic'
import { recordLeadEvent } from '../leads/recordLeadEvent'
import { leadPhotoNames } from '../workspace/leadPhotos'
import type { Lang } from '../text/lang'
import { submissionTriage } from '../assessment/submissionTriage'

export type { SubmissionKind }

/**
 * Stores a validated submission with a server-made id, before anything else happens to it, and
 * in the same transaction its assessment job, due `graceMs` from now: if the owner never sends
 * the second call (or the process dies before the model answers), the lead is still assessed
 * from the facts and mailed to its clinic then. The clinic's lead notification is written here
 * too (a facts-only fallback, due LEAD_FALLBACK_MS after the job), so even a job that never finishes cannot lose the lead. A photo it names
 * is attached (no longer an orphan).
 * The row records the partner it is routed to and why, and the owner's language
 * (`lang`; English when not given), which later e-mails to the owner are written in. Returns the id (content._id).
 */
export async function storeSubmission(tx: Queryable, kind: SubmissionKind, clinicId: string | null | undefined, data: object, now: Date, opts: { graceMs: number; clinics: ClinicDirectory; imagePath?: string | null; publicUrl?: string; lang?: Lang }): Promise<string> {
  const id = crypto.randomUUID()
  const route = await routeSubmission(tx, kind, clinicId, data as Record<string, unknown>)
  // The pet's photo (a dental form's image_url, a service request's imageUrl) is the lead's photo.
  const photos = leadPhotoNames(opts.imagePath ?? null, data as Record<string, unknown>)
  // Triage runs once, here: the stored answer is what the e-mails, the inbox and the webhooks read.
  const found = submissionTriage(kind, data as Record<string, unknown>, now)
  await submissionsRepo.insert(tx, { id, kind, clinicId: clinicId || null, data, imagePath: opts.imagePath ?? photos.photo, now, route, urgency: found?.urgency ?? null, lang: opts.lang, triage: found })
  // Every photo it names (the quote too) is attached: no longer an orphan, and served for this lead only.
  for (const named of new Set([photos.photo, photos.quote])) if (named) await uploadsRepo.attach(tx, named, id)
  await enqueueJob(tx, id, now, opts.graceMs)
  // Read through the caller's transaction: an embedded database has one connection, held by it.
  const clinic = await opts.clinics.lookup(leadClinicOf({ clinic_id: clinicId || null, routed_clinic_id: route?.clinicId ?? null, route_rule: route?.rule ?? null }), tx)
  await notifyClinic(tx, { id, kind, data: data as Record<string, unknown>, lang: opts.lang ?? 'en', result: null, triage: found, publicUrl: opts.publicUrl }, clinic, now, new Date(now.getTime() + opts.graceMs + LEAD_FALLBACK_MS))
  // 'received' on the timeline: every process's inbox streams and the clinic's webhooks hear of
  // the lead at this commit (none lost, none for a rolled-back one).
  await recordLeadEvent(tx, { submissionId: id, type: 'received', at: now, publicUrl: opts.publicUrl ?? '' })
  return id
}
