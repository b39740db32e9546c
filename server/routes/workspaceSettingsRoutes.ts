import { Hono, type Context } from 'hono'
import { clinicSettings } from '../clinics/clinicSettings'
import { saveClinicSettings } from '../clinics/saveClinicSettings'
import { SettingsRejected } from '../clinics/SettingsRejected'
import { clinicChangesRepo } from '../db/clinicChangesRepo'
import { clinicSettingsRepo, type OwnClinicScope } from '../db/clinicSettingsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { isUuid } from './isUuid'

/** A settings save: a logo of up to 512 KB travels as base64 (about 700 KB) beside the rest. */
export const SETTINGS_BODY_LIMIT = 1024 * 1024

const NOT_FOUND = { _: 'Not found' }

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
 * next mount. A change to the clinic's place, radius or emergency flag waits for the network:
 * GET {API_BASE_PATH}/workspace/clinic-changes lists the pending ones to the network team, and
 * POST …/clinic-changes/{id}/approve or …/reject decides one. A clinic's own user is told 403 on
 * its own clinic's request (nobody approves their own), any other clinic's request is a 404.
 */
export function workspaceSettingsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const logoBase = deps.config.publicUrl + deps.config.apiBase
  app.get('/workspace/settings/:clinicId', async (c) => {
    const scope = ownerScope(c)
    const p = await clinicSettingsRepo.find(deps.db, scope, c.req.param('clinicId'))
    if (!p) throw new HttpError(404, NOT_FOUND)
    return ok(c, clinicSettings(p, logoBase, await clinicChangesRepo.pendingOf(deps.db, scope)))
  })
  app.put('/workspace/settings/:clinicId', async (c) => {
    const scope = ownerScope(c)
    const body = await readJson(c, SETTINGS_BODY_LIMIT)
    const user = c.var.user!
    const saved = await saveClinicSettings(deps.db, scope, user.id, c.req.param('clinicId'), body, deps.clock.now()).catch((e: unknown) => {
      throw e instanceof SettingsRejected ? new HttpError(e.status, e.content) : e
    })
    const pending = await clinicChangesRepo.pendingOf(deps.db, scope)
    if (saved.held) {
      deps.metrics.clinicChangesHeld.inc()
      deps.log.info(
        { clinicId: scope.clinicId, userId: user.id, fields: Object.keys(pending?.changes ?? {}) },
        'clinic change held for the network',
      )
    }
    return ok(c, clinicSettings(saved.partner, logoBase, pending))
  })
  app.get('/workspace/clinic-changes', async (c) => {
    if (c.var.user!.role !== 'network') throw new HttpError(403, { _: 'Only the network team approves clinic changes' })
    return ok(c, { requests: await clinicChangesRepo.pending(deps.db) })
  })
  const decide = (approve: boolean) => async (c: Context<AppEnv>) => {
    const user = c.var.user!
    const id = c.req.param('id') ?? ''
    if (user.role !== 'network') {
      const own = isUuid(id) ? await clinicChangesRepo.findPending(deps.db, id) : undefined
      if (own && own.clinicId === user.clinicId) throw new HttpError(403, { _: 'Only the network team approves clinic changes' })
      throw new HttpError(404, NOT_FOUND)
    }
    const decided = isUuid(id)
      ? await deps.db.transaction((tx) => clinicChangesRepo.decide(tx, id, approve, user.id, deps.clock.now()))
      : undefined
    if (!decided) throw new HttpError(404, NOT_FOUND)
    deps.log.info({ clinicId: decided.clinicId, userId: user.id, requestId: id, approve }, 'clinic change decided')
    return ok(c, { id, status: approve ? 'approved' : 'rejected' })
  }
  app.post('/workspace/clinic-changes/:id/approve', decide(true))
  app.post('/workspace/clinic-changes/:id/reject', decide(false))
  return app
}
