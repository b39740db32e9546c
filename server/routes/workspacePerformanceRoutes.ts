import { Hono } from 'hono'
import { findPartner } from '../db/clinicsRepo'
import { performanceRepo } from '../db/performanceRepo'
import type { Deps } from '../deps'
import { hoursOf } from '../hours/hoursOf'
import type { AppEnv } from '../http/appEnv'
import { HttpError, ok } from '../http/respond'
import { claimDefaults } from '../leads/claimDefaults'

/** The Performance page looks back this many weeks. */
export const PERFORMANCE_WEEKS = 8
/** A clinic misses its target when at least this share of its first-contact checks found the lead unclaimed. */
export const MISS_SHARE = 0.1

/**
 * GET {API_BASE_PATH}/workspace/performance: speed to lead over the last PERFORMANCE_WEEKS weeks.
 * A clinic's users get their clinic's time to acknowledgement, to claim and to first contact (p50
 * and p90 in minutes) over the whole period, by week and by hour of day, in the clinic's zone; the network team gets
 * every active clinic's target and record, the ones that miss it first. Both carry the visits booked
 * and the lead-to-booking rate over the same weeks. Both from the session only.
 */
export function workspacePerformanceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/workspace/performance', async (c) => {
    const user = c.var.user!
    const now = deps.clock.now()
    const since = new Date(now.getTime() - PERFORMANCE_WEEKS * 7 * 86_400_000)
    const defaults = claimDefaults(deps.config)
    if (user.role === 'network') {
      const rates = new Map((await performanceRepo.bookingRates(deps.db, since)).map((b) => [b.clinic_id, b]))
      const clinics = (await performanceRepo.targets(deps.db, since)).map(({ first_contact, ...r }) => {
        const share = r.checked > 0 ? Math.round((r.missed / r.checked) * 1000) / 1000 : null
        return {
          ...r,
          booked: rates.get(r.clinic_id)?.booked ?? 0,
          booking_rate: rates.get(r.clinic_id)?.rate ?? null,
          target_minutes: first_contact?.targetMinutes ?? defaults.targetMinutes,
          missed_share: share,
          misses_target: share !== null && share >= MISS_SHARE,
        }
      })
      clinics.sort(
        (x, y) =>
          Number(y.misses_target) - Number(x.misses_target) ||
          (y.missed_share ?? -1) - (x.missed_share ?? -1) ||
          x.clinic_id.localeCompare(y.clinic_id),
      )
      return ok(c, { scope: 'network', weeks: PERFORMANCE_WEEKS, miss_share: MISS_SHARE, clinics })
    }
    const partner = user.clinicId ? await findPartner(deps.db, user.clinicId) : undefined
    if (!partner) throw new HttpError(404, { _: 'Not found' })
    const tz = hoursOf(partner).timeZone
    const [rate] = await performanceRepo.bookingRates(deps.db, since, partner.id)
    return ok(c, {
      scope: 'clinic',
      weeks: PERFORMANCE_WEEKS,
      time_zone: tz,
      target_minutes: partner.firstContact?.targetMinutes ?? defaults.targetMinutes,
      by_week: await performanceRepo.buckets(deps.db, partner.id, since, tz, 'week'),
      by_hour: await performanceRepo.buckets(deps.db, partner.id, since, tz, 'hour'),
      // The whole period in one bucket, null without a lead: the page's summary.
      period: (await performanceRepo.buckets(deps.db, partner.id, since, tz, 'period'))[0] ?? null,
      bookings: { leads: rate?.leads ?? 0, booked: rate?.booked ?? 0, rate: rate?.rate ?? null },
    })
  })
  return app
}
