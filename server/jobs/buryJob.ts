import type { ClinicContact } from '../clinicDirectory'
import { jobsRepo } from '../db/jobsRepo'
import { submissionsRepo } from '../db/submissionsRepo'
import type { Lease } from '../db/workQueue'
import type { Deps } from '../deps'
import { recordAssessment } from '../leads/recordAssessment'

/**
 * Ends a job that keeps failing: status `dead` with the reason, visible to an operator, and the
 * lead still notified, from the facts alone, so a broken assessment never loses the clinic its
 * lead (the notification is listed on the lead's page like any other). When the clinic's own
 * address cannot be found, the operator's fallback address gets it.
 */
export async function buryJob(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'clinics' | 'log'>,
  job: Lease & { submission_id: string },
  reason: string,
): Promise<void> {
  const now = deps.clock.now()
  // Looked up before the transaction: the directory reads through its own connection, which
  // an embedded database (one connection) could not serve while the transaction holds it.
  const sub = await submissionsRepo.find(deps.db, job.submission_id)
  let clinic: ClinicContact = { leadEmail: deps.config.clinicFallbackEmail }
  if (sub) {
    try {
      clinic = await deps.clinics.lookup(sub.lead_clinic_id)
    } catch (err) {
      // The fallback address above: a dead job's lead must still reach someone; why the clinic's could not be read is logged.
      deps.log.error({ err, leadId: sub.id }, 'clinic lookup failed; buried lead goes to the fallback address')
    }
  }
  await deps.db.transaction(async (tx) => {
    // Only the lease holder buries, and notifies the clinic once.
    if (!(await jobsRepo.bury(tx, job, reason, now)) || !sub) return
    await recordAssessment(tx, sub, clinic, { result: sub.result_text, now, publicUrl: deps.config.publicUrl, log: deps.log })
  })
}
