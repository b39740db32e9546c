import { Hono } from 'hono'
import { activePartners, findPartner } from '../db/clinicsRepo'
import { funnelRepo, type FunnelScope } from '../db/funnelRepo'
import type { Deps } from '../deps'
import { funnelAnswer } from '../funnel/funnelAnswer'
import { funnelPeriod } from '../funnel/funnelPeriod'
import { hoursOf } from '../hours/hoursOf'
import { NETWORK_TIME_ZONE } from '../hours/networkTimeZone'
import type { AppEnv } from '../http/appEnv'
import { HttpError, ok } from '../http/respond'

/** The Funnel page looks back this many whole weeks unless asked for another number, 1 to FUNNEL_MAX_WEEKS. */
export const FUNNEL_WEEKS = 8
export const FUNNEL_MAX_WEEKS = 26
/** The failing fields the page lists, most first. */
const ERRORS_LISTED = 50

/** `weeks` of the query: absent, the default; else a whole number 1 to FUNNEL_MAX_WEEKS, or a 400 naming it. */
function weeksOf(raw: string | undefined): number {
  if (raw === undefined) return FUNNEL_WEEKS
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN
  if (!(n >= 1 && n <= FUNNEL_MAX_WEEKS)) throw new HttpError(400, { weeks: `A whole number of weeks from 1 to ${FUNNEL_MAX_WEEKS}` })
  return n
}

/**
 * GET {API_BASE_PATH}/workspace/funnel?weeks=N: where owners come from and where they drop out
 * (src/workspace/funnelTypes.ts), over the last N whole weeks and this one. A clinic's users get
 * their clinic's widgets and leads, in its zone; the network team gets every clinic's and the
 * network's own widgets', in the network's zone (each clinic's days and leads still in its own).
 * The clinic comes from the session only; a clinic user whose clinic is gone gets 404, as on the
 * Performance page.
 */
export function workspaceFunnelRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/workspace/funnel', async (c) => {
    const weeks = weeksOf(c.req.query('weeks'))
    const user = c.var.user!
    let scope: FunnelScope
    let timeZone: string
    let zones: Map<string, string>
    if (user.role === 'network') {
      scope = 'network'
      timeZone = NETWORK_TIME_ZONE
      zones = new Map((await activePartners(deps.db)).map((p) => [p.id, hoursOf(p).timeZone]))
    } else {
      const partner = user.clinicId ? await findPartner(deps.db, user.clinicId) : undefined
      if (!partner) throw new HttpError(404, { _: 'Not found' })
      scope = { clinicId: partner.id }
      timeZone = hoursOf(partner).timeZone
      zones = new Map([[partner.id, timeZone]])
    }
    const period = funnelPeriod(deps.clock.now(), timeZone, weeks)
    const days = { from: period.from, to: period.to }
    return ok(
      c,
      funnelAnswer({
        scope: scope === 'network' ? 'network' : 'clinic',
        weeks,
        timeZone,
        period,
        widgets: await funnelRepo.widgetWeeks(deps.db, scope, days),
        leads: await funnelRepo.leadWeeks(deps.db, scope, days, zones, timeZone),
        wizardSteps: await funnelRepo.stepsReached(deps.db, scope, days, 'service-request'),
        errors: await funnelRepo.errors(deps.db, scope, days, ERRORS_LISTED),
      }),
    )
  })
  return app
}
