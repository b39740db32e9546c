import { Hono, type Context } from 'hono'
import { clinicSettings } from '../clinics/clinicSettings'
import { saveClinicSettings } from '../clinics/saveClinicSettings'
import { SettingsRejected } from '../clinics/SettingsRejected'
import { clinicSettingsRepo, type OwnClinicScope } from '../db/clinicSettingsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'

/** A settings save: a logo of up to 512 KB travels as base64 (about 700 KB) beside the rest. */
export const SETTINGS_BODY_LIMIT = 1024 * 1024

/** The owner's own clinic, from the session only; staff and the network team get 403. */
function ownerScope(c: Context<AppEnv>): OwnClinicScope {
  const u = c.var.user!
  if (u.role !== 'owner' || !u.clinicId) throw new HttpError(403, { _: "Only the clinic's owners change its settings" })
  return { kind: 'clinic', clinicId: u.clinicId }
}

/**
 * GET and PUT {API_BASE_PATH}/workspace/settings/{clinicId}: the owner's clinic profile,
 * price table, results overlay, promotions, theme and lead addresses, saved through the import's
 * schema. Mounted behind the workspace's session and Origin checks; another clinic's id is a 404.
 * A save changes the public GET /clinics/{id} body, hence its ETag, so widgets show it on their
 * next mount.
 */
export function workspaceSettingsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const logoBase = deps.config.publicUrl + deps.config.apiBase
  app.get('/workspace/settings/:clinicId', async (c) => {
    const p = await clinicSettingsRepo.find(deps.db, ownerScope(c), c.req.param('clinicId'))
    if (!p) throw new HttpError(404, { _: 'Not found' })
    return ok(c, clinicSettings(p, logoBase))
  })
  app.put('/workspace/settings/:clinicId', async (c) => {
    const scope = ownerScope(c)
    const body = await readJson(c, SETTINGS_BODY_LIMIT)
    const p = await saveClinicSettings(deps.db, scope, c.req.param('clinicId'), body, deps.clock.now()).catch((e: unknown) => {
      throw e instanceof SettingsRejected ? new HttpError(e.status, e.content) : e
    })
    return ok(c, clinicSettings(p, logoBase))
  })
  return app
}
