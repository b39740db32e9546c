import { passwordProblem } from '../../src/schemas/passwordPolicy'
import type { Deps } from '../deps'
import { HttpError } from '../http/respond'

/**
 * Refuses a new password that breaks the accounts' one policy (src/schemas/passwordPolicy.ts)
 * with a 400 on `password` and its one message, before anything is hashed or spent. Every route
 * that sets a password calls it: recovery, invitation acceptance.
 */
export function requireGoodPassword(deps: Pick<Deps, 'metrics'>, password: string, email?: string): void {
  const problem = passwordProblem(password, email)
  if (!problem) return
  deps.metrics.refusals.inc({ rule: 'password_policy' })
  throw new HttpError(400, { password: problem })
}
