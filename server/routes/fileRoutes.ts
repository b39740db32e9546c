import { Hono } from 'hono'
import { imageAppSchema } from '../../src/schemas/aiTest'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { validate } from '../http/validate'
import { registerCall } from '../openapi/declareCall'
import { UPLOAD_NAME, storeImage } from '../uploads/storeImage'
import { fileCalls } from './fileCalls'
import { imagePart } from './petRoutes'

/** The photo calls (fileCalls): a multipart upload (→ content [url]), a data URL upload (→ content url), and the stored photo. */
export function fileRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  registerCall(app, fileCalls.upload, async (c) => {
    const bytes = await imagePart(c, 'image')
    const { url } = await deps.db.transaction((tx) => storeImage(deps, tx, bytes))
    return ok(c, [url], 201)
  })
  registerCall(app, fileCalls.uploadDataUrl, async (c) => {
    const { image } = validate(imageAppSchema, await readJson(c, BODY_LIMITS.dataUrl))
    const bytes = new Uint8Array(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'))
    const { url } = await deps.db.transaction((tx) => storeImage(deps, tx, bytes))
    return ok(c, url, 201)
  })
  registerCall(app, fileCalls.photo, async (c) => {
    const name = c.req.param('name')
    if (!UPLOAD_NAME.test(name)) throw new HttpError(404, { _: 'Not found' })
    // From the shared photo store, not this process's disk: any process serves any upload.
    const photo = await deps.photos.get(name)
    if (!photo) throw new HttpError(404, { _: 'Not found' })
    return c.body(new Uint8Array(photo.bytes), 200, {
      'content-type': photo.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    })
  })
  return app
}
