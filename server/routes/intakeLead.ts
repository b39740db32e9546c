import type { Context } from 'hono'
import { spendProof } from '../captcha/captcha'
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
 * 1. the create's proof of work (or a clinic form's captcha) is spent: a script without one stores
 *    nothing. The lead's route is read beside it (routing only reads; one round trip for both on
 *    PostgreSQL's pipelined connection), and a refused proof leaves it unused;
 * 2. the lead is stored, with everything that follows from it (storeSubmission);
 * 3. `then` adds the call's own part (the QR form's photo), still inside the transaction;
 * 4. the owner's e-mail is counted last, after the proof (a script cannot use up an owner's daily
 *    e-mails) and at the end, because the counter's row stays locked until commit: an owner's
 *    submissions queue behind each other only for this statement and the commit.
 * Over the owner's limit, everything rolls back: no half-stored lead. Counted in the metrics after
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
  const result = await deps.db.transaction(async (tx) => {
    // Read only for a request that carries a proof to spend: one without is refused before any
    // read of its own. A proof refused after all leaves the read to be dropped, not unhandled.
    const routing = c.req.header('x-captcha') ? routeOfSubmission(tx, lead.kind, lead.clinicId, lead.data) : undefined
    routing?.routed.catch(() => {})
    await spendProof(deps, tx, c)
    const stored = await storeSubmission(tx, lead.kind, lead.clinicId, lead.data, deps.clock.now(), {
      ...leadOptions(deps, lead.lang, callerKey(c, deps.config.trustProxy)),
      ...(routing ? { routing } : {}),
      ...(lead.imagePath !== undefined ? { imagePath: lead.imagePath } : {}),
    })
    const extra = then ? await then(tx, stored) : undefined
    await c.var.limitOwnerMail(lead.data.email, tx)
    return { stored, extra }
  })
  deps.metrics.leadsStored.inc({ kind: lead.kind })
  return result
}
