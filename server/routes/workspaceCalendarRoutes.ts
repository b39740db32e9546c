import { Hono, type Context } from 'hono'
import { checkCalendarUrl } from '../booking/checkCalendarUrl'
import { maskedCalendarUrl } from '../booking/maskedCalendarUrl'
import { clinicCalendarsRepo } from '../db/clinicCalendarsRepo'
import { normalizeClinicId } from '../../src/schemas/clinicId'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { ICS_POLL_MINUTES } from '../jobs/pollDueCalendars'
import { systemResolver, type Resolver } from '../webhooks/resolver'
import { webhookPolicy } from '../webhooks/webhookPolicy'

const NOT_FOUND = () => new HttpError(404, { _: 'Not found' })

/**
 * GET, PUT and DELETE {API_BASE_PATH}/workspace/settings/{clinicId}/calendar: the clinic's own
 * calendar whose busy time blocks its slots (a secret iCal address from Google Calendar or
 * Outlook), for its owners. The address is a secret: the answer shows it masked, with the last
 * successful read and the last error in plain words; it is never logged. Saved under the webhook
 * URL rules (400 with the reason), then read at once by the poller. Another clinic's id is a 404.
 */
export function workspaceCalendarRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const policy = webhookPolicy(deps.config)
  // Read at each call: tests inject DNS answers after the app is built.
  const resolve: Resolver = (host) => (deps.resolveHost ?? systemResolver)(host)
  const ownClinic = (c: Context<AppEnv>) => {
    const u = c.var.user!
    if (!u.clinicId || normalizeClinicId(c.req.param('clinicId') ?? '') !== u.clinicId) throw NOT_FOUND()
    if (u.role !== 'owner') throw new HttpError(403, { _: "Only the clinic's owners change its settings" })
    return u.clinicId
  }
  const answer = async (c: Context<AppEnv>, clinicId: string) => {
    const row = await clinicCalendarsRepo.find(deps.db, clinicId)
    c.header('cache-control', 'no-store')
    return ok(c, {
      address: row ? maskedCalendarUrl(row.url) : null,
      poll_minutes: deps.config.icsPollMinutes ?? ICS_POLL_MINUTES,
      last_success_at: row?.last_success_at?.toISOString() ?? null,
      last_error: row?.last_error ?? null,
      last_error_at: row?.last_error_at?.toISOString() ?? null,
      next_poll_at: row?.next_poll_at.toISOString() ?? null,
    })
  }
  app.get('/workspace/settings/:clinicId/calendar', (c) => answer(c, ownClinic(c)))
  app.put('/workspace/settings/:clinicId/calendar', async (c) => {
    const clinicId = ownClinic(c)
    const body = await readJson(c, BODY_LIMITS.json)
    const checked = await checkCalendarUrl((body as { url?: unknown } | null)?.url, policy, resolve)
    if (checked.error !== undefined) throw new HttpError(400, { url: checked.error })
    await deps.db.transaction((tx) => clinicCalendarsRepo.save(tx, clinicId, checked.url, deps.clock.now()))
    deps.wake()
    return answer(c, clinicId)
  })
  app.delete('/workspace/settings/:clinicId/calendar', async (c) => {
    const clinicId = ownClinic(c)
    await deps.db.transaction((tx) => clinicCalendarsRepo.remove(tx, clinicId))
    return answer(c, clinicId)
  })
  return app
}
