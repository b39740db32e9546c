import { claimCheckQueue, claimChecksRepo } from '../db/claimChecksRepo'
import { activePartners, findPartner } from '../db/clinicsRepo'
import { submissionsRepo } from '../db/submissionsRepo'
import type { Deps } from '../deps'
import { applyLeadEvent, type LifeContext } from '../leads/applyLeadEvent'
import { claimDefaults } from '../leads/claimDefaults'
import { originOf, type LifeOutcome } from '../leads/leadLife'
import { nextPartner } from '../leads/nextPartner'
import { backoff } from '../mail/backoff'
import { smsBudget } from '../sms/smsBudget'

/** How long a claimed check is ours: a few queries and e-mails queued. */
export const CLAIM_CHECK_LEASE_MS = 60_000
/** A check that fails this often is given up (`dead`, with its reason). */
export const MAX_CLAIM_CHECK_ATTEMPTS = 8

type Check = NonNullable<Awaited<ReturnType<typeof claimCheckQueue.claim>>>
type CheckDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'clinics'> & Partial<Pick<Deps, 'log'>>

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
  const from = await findPartner(deps.db, check.clinic_id)
  // The partner re-routing would hand the lead to, chosen before the transaction (an embedded
  // database has one connection, which the transaction holds): only for a network lead at a
  // clinic that takes part. The lead's life decides, in the transaction, whether it moves.
  let next: LifeContext['next']
  if (check.step === 'reroute' && from && from.firstContact?.reroute !== false) {
    const sub = await submissionsRepo.find(deps.db, check.submission_id)
    const held = await claimChecksRepo.clinicsOf(deps.db, check.submission_id)
    const match = sub && originOf(sub.clinic_id) === 'network' ? nextPartner(await activePartners(deps.db), sub, from, held, now) : null
    if (match) next = { match, contact: await deps.clinics.lookup(match.partner.id) }
  }
  await deps.db.transaction(async (tx) => {
    if (!(await claimCheckQueue.holds(tx, check))) return
    const applied = await applyLeadEvent(
      tx,
      check.submission_id,
      { type: 'check_due', step: check.step, round: check.round, clinicId: check.clinic_id, next: next?.match.partner.id ?? null },
      { now, publicUrl: deps.config.publicUrl, defaults: claimDefaults(deps.config), texts: smsBudget(deps), next },
    )
    await claimCheckQueue.finish(tx, check, { outcome: applied ? outcomeOf(check.step, applied.outcome) : 'gone', done_at: now })
  })
}

/** A check's outcome as the record (and Performance's "missed" count) reads it. */
function outcomeOf(step: Check['step'], outcome: LifeOutcome): string {
  if (outcome !== 'done') return outcome
  return step === 'escalate' ? 'escalated' : 'rerouted'
}
