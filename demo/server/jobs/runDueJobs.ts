import { offlineProvider } from '../assessment/offlineEngine'
import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { emergencyNotice } from '../clinics/emergencyNotice'
import type { Deps } from '../deps'
import { assessmentMail } from '../mail/assessmentMail'
import { backoff } from '../mail/backoff'
import { enqueueMail } from '../mail/enqueueMail'
import { leadMail } from '../mail/leadMail'
import { settleLeadMail } from '../mail/settleLeadMail'
import { recordAssessed } from '../workspace/recordAssessed'
import { photoDataUrl } from '../uploads/photoDataUrl'
import { buryJob } from './buryJob'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import { worseUrgency, type Triage, type Urgency } from '../triage/triage'
import { watchBox } from '../triage/ownerTriage'

/** How long a claimed job is ours: longer than a model call may take (JOB_LEASE_MS overrides it). */
export const JOB_LEASE_MS = 2 * 60_000
/** After this many failed provider calls the owner gets the offline note rather than waiting longer. */
export const MAX_PROVIDER_ATTEMPTS = 4
/** After this many failed runs (of anything, not just the model) a job is `dead`: see buryJob. */
export const MAX_JOB_ATTEMPTS = 8

interface JobRow { id: string; submission_id: string; attempts: number; lease_token: string }
interface SubmissionRow { id: string; kind: string; clinic_id: string | null; lead_clinic_id: string | null; data: Record<string, unknown>; image_path: string | null; result_text: string | null; result_engine: string | null; lang: Lang; triage: Triage | null; urgency: Urgency | null }

/**
 * Runs due assessment jobs, one at a time, and returns how many completed. Each job is leased
 * (a killed process's job is picked up again when the lease ends), written by the provider, and
 * completed in one transaction with its e-mails, so every lead is assessed and mailed exactly once.
 */
export async function runDueJobs(deps: Pick<Deps, 'db' | 'clock' | 'provider' | 'config' | 'clinics' | 'photos'>, max = 10, leaseMs = JOB_LEASE_MS): Promise<number> {
  let done = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const [job] = await deps.db.query<JobRow>(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = $2, lease_token = $3
       WHERE id = (SELECT id FROM jobs WHERE status = 'queued' AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                   ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, submission_id, attempts, lease_token`,
      [now, new Date(now.getTime() + leaseMs), crypto.randomUUID()],
    )
    if (!job) break
    try {
      await runJob(deps, job)
      done++
    } catch (err) {
      const reason = String((err as Error).message ?? err).slice(0, 500)
      if (job.attempts >= MAX_JOB_ATTEMPTS) await buryJob(deps, job, reason)
      // Fenced by the lease token: if our lease ran out and another worker holds the job now, this
      // slow worker must not free it under them.
      else await deps.db.query('UPDATE jobs SET run_at = $3, locked_until = NULL, lease_token = NULL, last_error = $4 WHERE id = $1 AND lease_token = $2',
        [job.id, job.lease_token, new Date(deps.clock.now().getTime() + backoff(job.attempts)), reason])
    }
  }
  return done
}

async function runJob(deps: Pick<Deps, 'db' | 'clock' | 'provider' | 'config' | 'clinics' | 'photos'>, job: JobRow): Promise<void> {
  const [sub] = await deps.db.query<SubmissionRow>('SELECT id, kind, clinic_id, coalesce(routed_clinic_id, clinic_id) AS lead_clinic_id, data, image_path, result_text, result_engine, lang, triage, urgency FROM submissions WHERE id = $1', [job.submission_id])
  if (!sub) throw new Error('submission missing')
  const now = deps.clock.now()
  let result = sub.result_text
  let engine = sub.result_engine ?? 'offline'
  if (sub.kind !== 'contact' && result === null) {
    const facts = petFacts(sub.kind as PetFacts['kind'], sub.data, sub.lang)
    const photo = await photoDataUrl(deps.photos, sub.image_path ?? (sub.data.image_url as string | undefined))
    try {
      result = await deps.provider.assess(facts, now, photo)
      engine = deps.provider.name
    } catch (err) {
      if (job.attempts < MAX_PROVIDER_ATTEMPTS) throw err
      result = await offlineProvider.assess(facts, now, photo)
      engine = offlineProvider.name
    }
  }
  // Never downgrade: a configured model is asked for its own urgency too; the worse one is kept, and
  // its error or time-out leaves the engine's answer as it is.
  let modelUrgency: Urgency | null = null
  if (sub.kind !== 'contact' && deps.provider.urgency) {
    try {
      modelUrgency = await deps.provider.urgency(petFacts(sub.kind as PetFacts['kind'], sub.data, sub.lang))
    } catch {
      modelUrgency = null
    }
  }
  const urgency = sub.urgency ? worseUrgency(sub.urgency, modelUrgency) : null
  const stored = sub.triage && urgency ? { ...sub.triage, urgency } : sub.triage
  // The routed partner (issue 12); rows stored before routing existed fall back to their clinic_id.
  const clinic = await deps.clinics.lookup(sub.lead_clinic_id)
  // The clinic reads the notice in English (its language), the owner in theirs (issue 15).
  const emergency = emergencyNotice(sub.kind, sub.data, clinic, 'en', stored)
  const ownerEmergency = sub.lang === 'en' ? emergency : emergencyNotice(sub.kind, sub.data, clinic, sub.lang, stored)
  const email = typeof sub.data.email === 'string' ? sub.data.email : ''
  const petName = String(sub.data.pet_name ?? sub.data.petName ?? serverText(sub.lang).offline.defaultPetName)
  await deps.db.transaction(async (tx) => {
    // Re-check inside the transaction, by lease token: if our lease ran out, another worker holds
    // (or finished) the job, and only the holder may write its result and queue its e-mails.
    const [still] = await tx.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1 AND lease_token = $2 FOR UPDATE', [job.id, job.lease_token])
    if (still?.status !== 'queued') return
    if (modelUrgency) await tx.query('UPDATE submissions SET model_urgency = $2, urgency = $3 WHERE id = $1', [sub.id, modelUrgency, urgency])
    if (result !== null) await tx.query('UPDATE submissions SET result_text = $2, result_engine = $3 WHERE id = $1', [sub.id, result, engine])
    if (result !== null && email) {
      await enqueueMail(tx, now, assessmentMail({ to: email, petName, clinicName: clinic.name, result, engine, usedModel: engine !== offlineProvider.name, emergency: ownerEmergency, watch: ownerEmergency || !sub.triage ? null : watchBox(sub.triage, sub.lang), lang: sub.lang }))
    }
    await settleLeadMail(tx, sub.id, leadMail({ to: clinic.leadEmail, kind: sub.kind, id: sub.id, clinicName: clinic.name, data: sub.data, result, emergency, lang: sub.lang }), now)
    await recordAssessed(tx, { submissionId: sub.id, kind: sub.kind, data: sub.data, assessed: result !== null, to: clinic.leadEmail, now, publicUrl: deps.config.publicUrl })
    await tx.query(`UPDATE jobs SET status = 'done', done_at = $3, locked_until = NULL, lease_token = NULL WHERE id = $1 AND lease_token = $2`, [job.id, job.lease_token, now])
  })
}
