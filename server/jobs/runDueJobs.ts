import { ModelBudgetSpent } from '../assessment/modelBudget'
import { offlineProvider } from '../assessment/offlineEngine'
import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { emergencyNotice } from '../triage/emergencyNotice'
import { emergencyHospitalOf } from '../clinics/emergencyHospitalOf'
import type { Deps } from '../deps'
import { assessmentMail } from '../mail/assessmentMail'
import { backoff } from '../mail/backoff'
import { enqueueMail } from '../mail/enqueueMail'
import { submissionsRepo } from '../db/submissionsRepo'
import { jobQueue } from '../db/workQueue'
import { isLead } from '../leads/isLead'
import { recordAssessment } from '../leads/recordAssessment'
import { photoDataUrl } from '../uploads/photoDataUrl'
import { buryJob } from './buryJob'
import { serverText } from '../text/serverText'
import { worseUrgency, type Urgency } from '../triage/triage'
import { watchBox } from '../triage/ownerTriage'

/** How long a claimed job is ours: longer than a model call may take (JOB_LEASE_MS overrides it). */
export const JOB_LEASE_MS = 2 * 60_000
/** After this many failed provider calls the owner gets the offline note rather than waiting longer. */
export const MAX_PROVIDER_ATTEMPTS = 4
/** After this many failed runs (of anything, not just the model) a job is `dead`: see buryJob. */
export const MAX_JOB_ATTEMPTS = 8

type JobRow = NonNullable<Awaited<ReturnType<typeof jobQueue.claim>>>

/**
 * Runs due assessment jobs, one at a time, and returns how many completed. Each job is leased
 * (a killed process's job is picked up again when the lease ends), written by the provider, and
 * completed in one transaction with its e-mails, so every lead is assessed and mailed exactly once.
 */
export async function runDueJobs(
  deps: Pick<Deps, 'db' | 'clock' | 'provider' | 'config' | 'clinics' | 'photos' | 'log'>,
  max = 10,
  leaseMs = JOB_LEASE_MS,
): Promise<number> {
  let done = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const job = await jobQueue.claim(deps.db, now, leaseMs)
    if (!job) break
    try {
      await runJob(deps, job)
      done++
    } catch (err) {
      const reason = String((err as Error).message ?? err).slice(0, 500)
      const buried = job.attempts >= MAX_JOB_ATTEMPTS
      // Every failed run is logged with its lead, error and stack: the job's last_error keeps only the latest message.
      deps.log[buried ? 'error' : 'warn'](
        { err, leadId: job.submission_id, jobId: job.id, attempt: job.attempts },
        buried ? 'assessment job buried' : 'assessment job failed; will retry',
      )
      if (buried) await buryJob(deps, job, reason)
      // Fenced by the lease token: if our lease ran out and another worker holds the job now, this
      // slow worker must not free it under them.
      else await jobQueue.fail(deps.db, job, new Date(deps.clock.now().getTime() + backoff(job.attempts)), reason)
    }
  }
  return done
}

async function runJob(deps: Pick<Deps, 'db' | 'clock' | 'provider' | 'config' | 'clinics' | 'photos' | 'log'>, job: JobRow): Promise<void> {
  const sub = await submissionsRepo.find(deps.db, job.submission_id)
  if (!sub) throw new Error('submission missing')
  const now = deps.clock.now()
  let result = sub.result_text
  let engine = sub.result_engine ?? 'offline'
  // The offline note states the lead's stored urgency (rewritten below if a model raises it).
  const facts: PetFacts = { ...petFacts(sub.kind as PetFacts['kind'], sub.data, sub.lang), urgency: sub.urgency ?? undefined }
  let photo: string | undefined
  let offlineNow = false
  if (isLead(sub.kind) && result === null) {
    photo = await photoDataUrl(deps.photos, sub.image_path ?? (sub.data.image_url as string | undefined))
    try {
      result = await deps.provider.assess(facts, now, photo)
      engine = deps.provider.name
    } catch (err) {
      // The hour's model budget is spent: the offline engine answers now, a retry would only wait.
      if (!(err instanceof ModelBudgetSpent) && job.attempts < MAX_PROVIDER_ATTEMPTS) throw err
      result = await offlineProvider.assess(facts, now, photo)
      engine = offlineProvider.name
    }
    offlineNow = engine === offlineProvider.name
  }
  // Never downgrade: a configured model is asked for its own urgency too; the worse one is kept, and
  // its error or time-out leaves the engine's answer as it is.
  let modelUrgency: Urgency | null = null
  if (isLead(sub.kind) && deps.provider.urgency) {
    try {
      modelUrgency = await deps.provider.urgency(petFacts(sub.kind as PetFacts['kind'], sub.data, sub.lang))
    } catch (err) {
      // The engine's urgency stands (never downgraded); the model's failure is worth knowing, not worth a retry.
      deps.log.warn({ err, leadId: sub.id }, 'model urgency failed; engine urgency kept')
      modelUrgency = null
    }
  }
  const urgency = sub.urgency ? worseUrgency(sub.urgency, modelUrgency) : null
  // A note the offline engine wrote in this run says the urgency the e-mails and inbox will carry.
  if (offlineNow && urgency && urgency !== sub.urgency) result = await offlineProvider.assess({ ...facts, urgency }, now, photo)
  const stored = sub.triage && urgency ? { ...sub.triage, urgency } : sub.triage
  // The lead's clinic (leads/leadClinic.ts): the network queue's address when it has none.
  const clinic = await deps.clinics.lookup(sub.lead_clinic_id)
  // The owner reads the notice in their language (the clinic's notification is built by leads/).
  // While the clinic is closed, the nearest open emergency hospital is named instead (clinics/emergencyHospital.ts).
  const hospital =
    urgency === 'emergency'
      ? await emergencyHospitalOf(deps.db, sub.lead_clinic_id, sub.data, now, deps.config.emergencyHospitalMaxMiles)
      : undefined
  const ownerEmergency = emergencyNotice(stored, clinic, sub.lang, hospital)
  const email = typeof sub.data.email === 'string' ? sub.data.email : ''
  const petName = String(sub.data.pet_name ?? sub.data.petName ?? serverText(sub.lang).offline.defaultPetName)
  await deps.db.transaction(async (tx) => {
    // Re-check inside the transaction, by lease token: if our lease ran out, another worker holds
    // (or finished) the job, and only the holder may write its result and queue its e-mails.
    if (!(await jobQueue.holds(tx, job))) return
    if (modelUrgency) await submissionsRepo.setModelUrgency(tx, sub.id, modelUrgency, urgency)
    if (result !== null) await submissionsRepo.setResult(tx, sub.id, result, engine)
    if (result !== null && email) {
      await enqueueMail(
        tx,
        now,
        assessmentMail({
          to: email,
          petName,
          clinic,
          kind: sub.kind,
          result,
          engine,
          usedModel: engine !== offlineProvider.name,
          emergency: ownerEmergency,
          watch: ownerEmergency || !sub.triage ? null : watchBox(sub.triage, sub.lang),
          lang: sub.lang,
        }),
      )
    }
    await recordAssessment(tx, { ...sub, triage: stored, urgency }, clinic, {
      result,
      now,
      publicUrl: deps.config.publicUrl,
      log: deps.log,
    })
    await jobQueue.finish(tx, job, { done_at: now })
  })
}
