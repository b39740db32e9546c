import { Hono } from 'hono'
import { contactMessageSchema } from '../../src/schemas/contactMessage'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { ok } from '../http/respond'
import { ownerLang } from '../http/ownerLang'
import { validate } from '../http/validate'
import { spendProof } from '../captcha/captcha'
import { registerCall } from '../openapi/declareCall'
import { contactCalls } from './contactCalls'
import { storeSubmission } from './storeSubmission'

/** The contact call (contactCalls): stored with its job in one transaction, then mailed to the operator's lead address by the job worker. */
export function contactRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  registerCall(app, contactCalls.contact, async (c) => {
    const data = validate(contactMessageSchema, await readJson(c, BODY_LIMITS.json))
    // Nothing to wait for: the job is due now.
    const { id } = await deps.db.transaction(async (tx) => {
      await spendProof(deps, tx, c)
      return storeSubmission(tx, 'contact', null, data, deps.clock.now(), {
        graceMs: 0,
        clinics: deps.clinics,
        lang: ownerLang(c),
        log: deps.log,
      })
    })
    deps.metrics.leadsStored.inc({ kind: 'contact' })
    deps.wake()
    return ok(c, { _id: id }, 201)
  })
  return app
}
