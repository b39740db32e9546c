import { Hono } from 'hono'
import { firstContactSchema, type FirstContact } from '../../src/schemas/firstContact'
import { firstContactRepo } from '../db/firstContactRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { validate } from '../http/validate'
import { claimDefaults } from '../leads/claimDefaults'

/**
 * GET and PUT {API_BASE_PATH}/workspace/first-contact: the session's clinic's first-contact target,
 * re-route time and re-routing switch, with the server's defaults beside them (what an empty field
 * means). Everyone at the clinic may read them; only its owners change them. New leads use them
 * from the next one on; queued checks keep the times they were given.
 */
export function workspaceFirstContactRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const answer = (s: FirstContact) => {
    const d = claimDefaults(deps.config)
    return { ...s, defaults: { targetMinutes: d.targetMinutes, rerouteAfterMinutes: d.rerouteAfterMinutes, reroute: true } }
  }
  const clinicOf = (user: AppEnv['Variables']['user']) => {
    if (!user?.clinicId || user.role === 'network') throw new HttpError(403, { _: 'A clinic account only' })
    return user.clinicId
  }
  app.get('/workspace/first-contact', async (c) => {
    const s = await firstContactRepo.find(deps.db, clinicOf(c.var.user))
    if (!s) throw new HttpError(404, { _: 'Not found' })
    return ok(c, answer(s))
  })
  app.put('/workspace/first-contact', async (c) => {
    const clinicId = clinicOf(c.var.user)
    if (c.var.user!.role !== 'owner') throw new HttpError(403, { _: "Only the clinic's owners change its settings" })
    const body = validate(firstContactSchema, await readJson(c, BODY_LIMITS.json))
    if (!(await deps.db.transaction((tx) => firstContactRepo.save(tx, clinicId, body, deps.clock.now()))))
      throw new HttpError(404, { _: 'Not found' })
    return ok(c, answer(body))
  })
  return app
}
