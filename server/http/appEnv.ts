import type { Queryable } from '../db/db'
import type { WorkspaceUser } from '../db/scope'
import type { Logger } from '../observability/createLogger'

/**
 * The typed Hono variables of the API (instead of `c.get('x' as never)`): every route app is a
 * `new Hono<AppEnv>()` and reads them as `c.var.x`.
 */
export interface AppEnv {
  Variables: {
    /** The request body, read once: idempotency hashes the same bytes the handler parses. */
    rawBody?: Uint8Array<ArrayBuffer>
    /**
     * Pays a lead's owner e-mail (its acknowledgement and assessment, one) to `email` from the
     * owner mail budget (mail/ownerMailBudget.ts) inside the lead's transaction `tx`: over budget,
     * the transaction fails and nothing is stored (the form must not be a mail relay). The count is
     * not waited for (ownerMailBudget's spendAtCommit): the failure comes from the COMMIT.
     */
    limitOwnerMail: (email: string, tx: Queryable) => Promise<void>
    /** The 429 with Retry-After when `err` (a failed transaction's) is limitOwnerMail's refusal for `email`; else undefined. */
    ownerMailRefusal: (err: unknown, email: string) => Promise<Error | undefined>
    /** The workspace's signed-in user, set by requireUser. */
    user?: WorkspaceUser
    /** SHA-256 of the session cookie's value, for logout. */
    sessionHash?: string
    /** Set by noReplay(c): this answer holds a secret and is never stored for an Idempotency-Key replay. */
    noReplay?: boolean
    /** This request's id (requestLogger): echoed in `x-request-id` and on every line of `log`. */
    reqId: string
    /** The process's logger with this request's `reqId`: log through it, adding `leadId` where there is one. */
    log: Logger
  }
}
