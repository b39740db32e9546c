import type { AppEnv } from '../http/appEnv'
import { Hono } from 'hono'
import { parseClinicId } from '../../src/schemas/clinicId'
import { activePartner } from '../clinics/activePartner'
import { publicClinic } from '../clinics/publicClinic'
import { clinicLogo } from '../db/clinicsRepo'
import type { Deps } from '../deps'
import { isFresh } from '../http/etag'
import { okCached } from '../http/okCached'
import { fail } from '../http/respond'
import { registerCall } from '../openapi/declareCall'
import { clinicCalls } from './clinicCalls'

/**
 * The clinic calls (clinicCalls): a partner's public part for the widgets, and its logo from
 * the database. Both cacheable with an ETag and answered 304 when unchanged, so a
 * clinic site's visitors cost the API a header exchange, not a body.
 */
export function clinicRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  registerCall(app, clinicCalls.profile, async (c) => {
    const p = await activePartner(deps.db, parseClinicId(c.req.param('id')))
    // Short: a clinic's new logo or promotion should reach its site within minutes.
    return okCached(c, publicClinic(p, deps.config.publicUrl + deps.config.apiBase), 300)
  })

  registerCall(app, clinicCalls.logo, async (c) => {
    const id = parseClinicId(c.req.param('id'))
    const logo = id ? await clinicLogo(deps.db, id) : undefined
    if (!logo) return fail(c, 404, { _: 'No logo' })
    const etag = `"${logo.hash}"`
    const headers = {
      etag,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      // Shown by <img> on clinic sites (other origins); an SVG opened directly can run nothing.
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    }
    if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
    return c.body(logo.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-type': logo.type })
  })
  return app
}
