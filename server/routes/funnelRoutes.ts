import type { Context } from 'hono'
import { Hono } from 'hono'
import { parseClinicId } from '../../src/schemas/clinicId'
import { funnelBatchSchema, type FunnelBatch } from '../../src/schemas/funnel'
import type { Partner } from '../db/Partner'
import { funnelRepo } from '../db/funnelRepo'
import type { Deps } from '../deps'
import { clinicCache } from '../funnel/clinicCache'
import { countersOf } from '../funnel/countersOf'
import { eventProblems } from '../funnel/eventProblems'
import { funnelBudget, type FunnelBudget } from '../funnel/funnelBudget'
import { hoursOf } from '../hours/hoursOf'
import { localDay } from '../hours/localDay'
import { NETWORK_TIME_ZONE } from '../hours/networkTimeZone'
import type { AppEnv } from '../http/appEnv'
import { callerKey } from '../http/callerKey'
import { checkAllowedWebsite } from '../http/checkAllowedWebsite'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError } from '../http/respond'
import { validate } from '../http/validate'
import { registerCall } from '../openapi/declareCall'
import { funnelCalls } from './funnelCalls'

/** The two types a batch may come as: text/plain (what the widget sends, so no preflight) and JSON. */
const TYPES = new Set(['text/plain', 'application/json'])

/**
 * The funnel beacon (funnelCalls): checked whole before anything is counted (type, JSON, schema,
 * each event's step or field, an active clinic (read at most every 10 seconds, clinicCache), the clinic's allowed websites, the caller's and the
 * clinic's budgets), then added to the day's counters (in one statement, or to the server's
 * accumulator, deps.funnel, which writes a second of beacons in one); answers 204 with no body.
 * Nothing of the request is kept but the counts: no address (the budget counts a keyed hash of
 * it), no cookie (the widget sends none), no body in any log line.
 */
export function funnelRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const budget = funnelBudget(deps)
  const clinicOf = clinicCache(deps)
  registerCall(app, funnelCalls.beacon, async (c) => {
    const { batch, partner } = await admitted(deps, { budget, clinicOf }, c)
    // A clinic's widgets count in its own day; the network's widgets (clinic '') in the network's.
    const day = localDay(deps.clock.now(), partner ? hoursOf(partner).timeZone : NETWORK_TIME_ZONE)
    const counters = countersOf(batch, partner?.id ?? '', day)
    await (deps.funnel ? deps.funnel.add(counters) : funnelRepo.add(deps.db, counters))
    for (const k of counters) deps.metrics.funnelEvents.inc({ kind: k.kind }, k.count)
    return c.body(null, 204)
  })
  return app
}

/** The beacon and its clinic once every check passed; a refusal is counted by the check that refused it, then thrown. */
async function admitted(
  deps: Deps,
  { budget, clinicOf }: { budget: FunnelBudget; clinicOf: (id: string | null) => Promise<Partner> },
  c: Context<AppEnv>,
): Promise<{ batch: FunnelBatch; partner: Partner | null }> {
  let reason: 'invalid' | 'clinic' | 'website' | 'limit' = 'invalid'
  try {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (!TYPES.has(type)) throw new HttpError(415, { _: 'Expected text/plain or application/json' })
    const batch = validate(funnelBatchSchema, await readJson(c, BODY_LIMITS.beacon))
    const problems = eventProblems(batch)
    if (Object.keys(problems).length) throw new HttpError(400, problems)
    reason = 'clinic'
    const partner = batch.clinic === null ? null : await clinicOf(parseClinicId(batch.clinic))
    reason = 'website'
    await checkAllowedWebsite(deps, c, partner?.id, partner ?? undefined)
    reason = 'limit'
    await budget.spend(callerKey(c, deps.config.trustProxy), partner?.id ?? null)
    return { batch, partner }
  } catch (err) {
    if (err instanceof HttpError) deps.metrics.funnelBeaconsRefused.inc({ reason })
    throw err
  }
}
