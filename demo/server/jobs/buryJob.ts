import { jobsRepo } from '../db/jobsRepo'
import { submissionsRepo } from '../db/submissionsRepo'
import type { Deps } from '../deps'
import { leadMail } from '../mail/leadMail'
import { settleLeadMail } from '../mail/settleLeadMail'

/**
 * Ends a job that keeps failing: status `dead` with the reason, visible to an operator, and the
 * lead still mailed, from the facts alone, so a broken assessment never loses the clinic its lead.
 * When the clinic's own address cannot be found, the operator's fallback address gets it.
 */
export async function buryJob(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'clinics'>, job: { id: string; submission_id: string }, reason: string): Promise<void> {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const sub = await submissionsRepo.find(tx, job.submission_id)
    await jobsRepo.bury(tx, job.id, reason, now)
    if (!sub) return
    let clinic: { name?: string; leadEmail: string }
    try {
      clinic = deps.clinics.lookup(sub.clinic_id)
    } catch {
      clinic = { leadEmail: deps.config.clinicFallbackEmail }
    }
    await settleLeadMail(tx, sub.id, leadMail({ to: clinic.leadEmail, kind: sub.kind, id: sub.id, clinicName: clinic.name, data: sub.data, result: null }), now)
  })
}
