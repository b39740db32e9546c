import type { MiddlewareHandler } from 'hono'
import type { Clock } from '../clock'
import type { ServerConfig } from '../serverConfig'
import type { Db } from '../db/db'
import type { Queryable } from '../db/db'
import type { AppEnv } from './appEnv'
import { callerKey } from './callerKey'
import { clientIp } from './clientIp'
import { enforceLimit } from './enforceLimit'
import { ipLimitKey } from './ipLimitKey'
import { rateLimiter } from './rateLimiter'

const WRITE_WINDOW_MS = 10 * 60_000

/**
 * Rate limits of the public write calls: every POST/PATCH but a funnel beacon counts against its
 * client's address (IPv6 by /64), and `c.var.limitOwnerMail` lets a lead route pay the owner e-mail it will send
 * from the owner mail budget (per recipient address and per caller) in its transaction, which stores
 * nothing over budget (`c.var.ownerMailRefusal` turns that failure into the 429).
 * The budget comes in as `ownerMail` (mail/ownerMailBudget.ts, which itself uses http/): http/
 * depends on no feature folder.
 */
export function limitWrites(
  deps: {
    clock: Clock
    config: ServerConfig
    db: Db
  },
  ownerMail: {
    spendAtCommit(tx: Queryable, to: string, caller: string): Promise<void>
    refusal(err: unknown, to: string, caller: string): Promise<Error | undefined>
  },
): MiddlewareHandler<AppEnv> {
  const perIp = rateLimiter({
    db: deps.db,
    name: 'writePerIp',
    limit: deps.config.writeLimitPerIp,
    windowMs: WRITE_WINDOW_MS,
    clock: deps.clock,
  })
  // Funnel beacons have a budget of their own (funnel/funnelBudget.ts), per caller and per clinic:
  // counted here too, an owner's beacons would use up the writes their lead needs.
  const funnel = deps.config.apiBase.replace(/\/+$/, '') + '/funnel'
  return async function limitWrites(c, next) {
    c.set('limitOwnerMail', (email, tx) => ownerMail.spendAtCommit(tx, email, callerKey(c, deps.config.trustProxy)))
    c.set('ownerMailRefusal', (err, email) => ownerMail.refusal(err, email, callerKey(c, deps.config.trustProxy)))
    // Workspace writes are a signed-in front desk's work (or login, limited per account and address
    // on its own): a busy clinic behind one address must not run into the public forms' limit.
    if ((c.req.method === 'POST' || c.req.method === 'PATCH') && !c.req.path.includes('/workspace/') && c.req.path !== funnel) {
      await enforceLimit(perIp, `write:${ipLimitKey(clientIp(c, deps.config.trustProxy))}`)
    }
    await next()
  }
}
