import type { AppEnv } from '../http/appEnv'
import { timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { adminToken } from '../clinics/adminToken'
import { exportClinics } from '../clinics/exportClinics'
import { importClinics } from '../clinics/importClinics'
import { LOGO_MAX_BYTES } from '../clinics/decodeLogo'
import { logoFetcher } from '../clinics/fetchLogo'
import { systemResolver } from '../webhooks/resolver'
import { webhookPolicy } from '../webhooks/webhookPolicy'
import type { Deps } from '../deps'
import { noReplay } from '../http/idempotency'
import { readBody } from '../http/readBody'
import { fail, HttpError, ok } from '../http/respond'
import { adminInvite } from '../workspace/adminInvite'

/** An import file with a dozen logos inlined as data: URLs. */
const ADMIN_BODY_LIMIT = 20 * 1024 * 1024

/**
 * GET and PUT /admin/clinics (and POST /admin/invitations): what `npm run clinics -- export | import | invite` uses when a server is
 * running. Only for the bearer of the token derived from the server secret; logos arrive
 * inlined, so nothing is read from the server's disk.
 */
export function clinicAdminRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const expected = Buffer.from(`Bearer ${adminToken(deps.config.secret)}`)
  const auth: MiddlewareHandler = async (c, next) => {
    const given = Buffer.from(c.req.header('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail(c, 401, { _: 'Unauthorized' })
    return next()
  }
  app.use('/admin/*', auth)
  app.get('/admin/clinics', async (c) => ok(c, await exportClinics(deps.db)))
  app.put('/admin/clinics', async (c) => {
    let rows: unknown
    try {
      rows = JSON.parse(new TextDecoder().decode(await readBody(c, ADMIN_BODY_LIMIT)))
    } catch (e) {
      if (e instanceof HttpError) throw e
      return fail(c, 400, { _: 'Not JSON' })
    }
    // Logos arrive as data: URLs (the CLI inlines files) or URLs fetched under the webhook rules;
    // a path is refused without looking at the disk.
    const fetchLogo = logoFetcher(webhookPolicy(deps.config), (host) => (deps.resolveHost ?? systemResolver)(host), LOGO_MAX_BYTES)
    const result = await importClinics(deps.db, rows, deps.clock.now(), fetchLogo)
    return result.ok ? ok(c, result.ids) : fail(c, 400, result.errors)
  })
  // `npm run clinics -- invite` with a server running: the link of a workspace invitation.
  app.post('/admin/invitations', async (c) => {
    let body: { email?: unknown; clinic_id?: unknown; role?: unknown }
    try {
      body = JSON.parse(new TextDecoder().decode(await readBody(c, 64 * 1024))) as typeof body
    } catch (e) {
      if (e instanceof HttpError) throw e
      return fail(c, 400, { _: 'Not JSON' })
    }
    const r = await adminInvite(
      deps.db,
      deps.config.publicUrl,
      { email: body?.email, clinicId: body?.clinic_id, role: body?.role },
      deps.clock.now(),
    )
    if (!r.ok) return fail(c, r.conflict ? 409 : 400, { _: r.error })
    // The link is a credential: never kept for an Idempotency-Key replay.
    noReplay(c)
    return ok(c, { link: r.link }, 201)
  })
  return app
}
