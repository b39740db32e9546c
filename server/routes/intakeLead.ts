import type { Context } from 'hono'
import { spendVerified, verifyProof } from '../captcha/captcha'
import type { Queryable } from '../db/db'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { callerKey } from '../http/callerKey'
import type { Lang } from '../text/lang'
import { leadOptions } from './leadOptions'
import { routeOfSubmission, storeSubmission, type StoredSubmission, type SubmissionKind } from './storeSubmission'

/**
 * The intake of a lead from a public form, the one sequence every create runs (health, dental,
 * dental check, QR check, service request), in one transaction:
 * 1. the create's proof of work (or a clinic form's captcha) is verified before the transaction
 *    opens (a script without one opens none) and spent in it: a replayed proof stores nothing.
 *    The lead's route is read beside the spend (routing only reads; one round trip for both on
 *    PostgreSQL's pipelined connection), and a refused spend leaves it unused;
 * 2. the lead is stored, with everything that follows from it (storeSubmission);
 * 3. `then` adds the call's own part (the QR form's photo), still inside the transaction;
 * 4. the owner's e-mail is counted last, after the proof (a script cannot use up an owner's daily
 *    e-mails), by a statement nobody waits for: on PostgreSQL it travels with the COMMIT, so the
 *    counters' rows (the owner's, and the caller's, which one busy address's leads all share) are
 *    locked for no round trip. Over budget, the database refuses it and the COMMIT fails.
 * Over the owner's limit, everything rolls back (no half-stored lead) and the caller gets the 429
 * with Retry-After that names when the full window opens again. Counted in the metrics after
 * the commit, so a rolled-back lead was never "stored".
 */
export async function intakeLead<T = undefined>(
  deps: Deps,
  c: Context<AppEnv>,
  lead: {
    kind: SubmissionKind
    clinicId: string | null | undefined
    data: object & { email: string }
    lang: Lang
    imagePath?: string | null
  },
  then?: (tx: Queryable, stored: StoredSubmission) => Promise<T>,
): Promise<{ stored: StoredSubmission; extra: T | undefined }> {
  const proof = await verifyProof(deps, c)
  const result = await deps.db
    .transaction(async (tx) => {
      // Sent before the spend, both written together; a proof spent already leaves the read to be dropped, not unhandled.
      const routing = routeOfSubmission(tx, lead.kind, lead.clinicId, lead.data)
      routing.routed.catch(() => {})
      await spendVerified(deps, tx, proof)
      const stored = await storeSubmission(tx, lead.kind, lead.clinicId, lead.data, deps.clock.now(), {
        ...leadOptions(deps, lead.lang, callerKey(c, deps.config.trustProxy)),
        routing,
        ...(lead.imagePath !== undefined ? { imagePath: lead.imagePath } : {}),
      })
      const extra = then ? await then(tx, stored) : undefined
      await c.var.limitOwnerMail(lead.data.email, tx)
      return { stored, extra }
    })
    .catch(async (err: unknown) => {
      throw (await c.var.ownerMailRefusal(err, lead.data.email)) ?? err
    })
  deps.metrics.leadsStored.inc({ kind: lead.kind })
  return result
}
