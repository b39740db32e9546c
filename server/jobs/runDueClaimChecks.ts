import type { ClinicContact } from '../clinicDirectory'
import type { Match } from '../clinics/partnersInRange'
import { claimCheckQueue, claimChecksRepo } from '../db/claimChecksRepo'
import { activePartners, findPartner } from '../db/clinicsRepo'
import { submissionsRepo } from '../db/submissionsRepo'
import type { Deps } from '../deps'
import { alertStaff } from '../alerts/alertStaff'
import { recordLeadEvent } from '../leads/recordLeadEvent'
import { claimDefaults } from '../leads/claimDefaults'
import { nextPartner } from '../leads/nextPartner'
import { rerouteLead } from '../leads/rerouteLead'
import { backoff } from '../mail/backoff'
import { smsBudget } from '../sms/smsBudget'

/** How long a claimed check is ours: a few queries and e-mails queued. */
export const CLAIM_CHECK_LEASE_MS = 60_000
/** A check that fails this often is given up (`dead`, with its reason). */
export const MAX_CLAIM_CHECK_ATTEMPTS = 8

type Check = NonNullable<Awaited<ReturnType<typeof claimCheckQueue.claim>>>
type CheckDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'clinics'> & Partial<Pick<Deps, 'log'>>

/** Minutes as people read them: 5, 0.1, 2.5. */
const minutes = (n: number) => String(Math.round(n * 100) / 100)

/**
 * Runs the due checks of unclaimed leads, one at a time, and returns how many ran. Each check
 * locks its lead's row and reads it again: a lead claimed (or contacted, closed, moved) since the
 * check was queued is left alone, and a claim arriving meanwhile waits for the row, so a claim and
 * an escalation never both act on the same unclaimed state.
 */
export async function runDueClaimChecks(deps: CheckDeps, max = 10, leaseMs = CLAIM_CHECK_LEASE_MS): Promise<number> {
  let done = 0
  for (let i = 0; i < max; i++) {
    const check = await claimCheckQueue.claim(deps.db, deps.clock.now(), leaseMs)
    if (!check) break
    try {
      await runCheck(deps, check)
      done++
    } catch (err) {
      const reason = String((err as Error).message ?? err)
      if (check.attempts >= MAX_CLAIM_CHECK_ATTEMPTS) await claimCheckQueue.bury(deps.db, check, reason)
      else await claimCheckQueue.fail(deps.db, check, new Date(deps.clock.now().getTime() + backoff(check.attempts)), reason)
    }
  }
  return done
}

async function runCheck(deps: CheckDeps, check: Check): Promise<void> {
  const now = deps.clock.now()
  const defaults = claimDefaults(deps.config)
  const publicUrl = deps.config.publicUrl
  const from = await findPartner(deps.db, check.clinic_id)
  // The partner to take the lead over, chosen before the transaction (an embedded database has
  // one connection, which the transaction holds); the transaction decides whether it happens.
  let next: { match: Match; contact: ClinicContact } | null = null
  if (check.step === 'reroute' && from && from.firstContact?.reroute !== false) {
    const sub = await submissionsRepo.find(deps.db, check.submission_id)
    const held = await claimChecksRepo.clinicsOf(deps.db, check.submission_id)
    const match = sub ? nextPartner(await activePartners(deps.db), sub, from, held, now) : null
    if (match) next = { match, contact: await deps.clinics.lookup(match.partner.id) }
  }
  await deps.db.transaction(async (tx) => {
    if (!(await claimCheckQueue.holds(tx, check))) return
    const finish = async (outcome: string) => {
      await claimCheckQueue.finish(tx, check, { outcome, done_at: now })
    }
    const lead = await submissionsRepo.lockClaimState(tx, check.submission_id)
    if (!lead) return finish('gone')
    if (lead.claimed_by) return finish('claimed')
    if (lead.status !== 'new') return finish('handled')
    if (!from || lead.lead_clinic_id !== check.clinic_id) return finish('moved')
    const sub = (await submissionsRepo.find(tx, check.submission_id))!
    const own = from.firstContact ?? {}
    if (check.step === 'escalate') {
      const target = own.targetMinutes ?? defaults.targetMinutes
      const why = `Nobody has said "I'll call" within ${minutes(target)} minutes of open time.`
      // The whole team is e-mailed, push and texts as each chose; 'escalated' on the timeline shows it in every open workspace.
      const alerted = await alertStaff(tx, {
        leadId: sub.id,
        clinicId: from.id,
        urgency: sub.urgency,
        reason: 'unclaimed',
        now,
        publicUrl,
        emailEveryone: { why, data: sub.data },
        texts: smsBudget(deps),
      })
      await recordLeadEvent(tx, { submissionId: sub.id, type: 'escalated', at: now, reason: why, note: alerted.emailed.join(', ') })
      return finish('escalated')
    }
    if (own.reroute === false) return finish('outside the network')
    if (!next) return finish('no open partner in range')
    const after = own.rerouteAfterMinutes ?? defaults.rerouteAfterMinutes
    await rerouteLead(tx, {
      sub,
      from,
      to: next.match,
      contact: next.contact,
      reason: `Unclaimed at ${from.name} after ${minutes(after)} minutes of open time`,
      now,
      publicUrl,
      defaults,
    })
    return finish('rerouted')
  })
}
