import { Hono, type Context } from 'hono'
import { findPartner } from '../db/clinicsRepo'
import type { Deps } from '../deps'
import { embedForms } from '../embed/embedForms'
import { embedSnippet } from '../embed/embedSnippet'
import { loaderIntegrity } from '../embed/loaderIntegrity'
import type { AppEnv } from '../http/appEnv'
import { enforceLimit } from '../http/enforceLimit'
import { BODY_LIMITS } from '../http/limits'
import { rateLimiter } from '../http/rateLimiter'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { embedMail } from '../mail/embedMail'
import { enqueueMail } from '../mail/enqueueMail'
import { isMailAddress } from '../../../src/schemas/email'

/** Snippet e-mails one user may send per hour: enough for a typo or two, too few to relay spam. */
export const EMBED_MAIL_PER_USER: readonly [number, number] = [10, 60 * 60_000]

/**
 * The embed builder (issue 14), owners only: GET workspace/embed lists the widgets the clinic
 * uses, each with its snippet (loader with SRI and crossorigin, mount element), the one-line
 * variant and a preview page; POST workspace/embed/send e-mails one snippet with instructions
 * through the outbox, limited per user like the other mail-sending writes.
 */
export function workspaceEmbedRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const perUser = rateLimiter({ db: deps.db, name: 'embedMailPerUser', limit: EMBED_MAIL_PER_USER[0], windowMs: EMBED_MAIL_PER_USER[1], clock: deps.clock })

  /** The owner's clinic and its snippets; 403 for anyone else, 503 when no bundle is built. */
  async function builder(c: Context<AppEnv>) {
    const u = c.var.user!
    if (u.role !== 'owner' || !u.clinicId) throw new HttpError(403, { _: "Only the clinic's owners embed its widgets" })
    const clinic = await findPartner(deps.db, u.clinicId)
    if (!clinic) throw new HttpError(404, { _: 'Not found' })
    const integrity = await loaderIntegrity(deps.config.distDir)
    if (!integrity) throw new HttpError(503, { _: 'The widget bundle is not built on this server' })
    const forms = embedForms(clinic).map((f) => {
      const s = embedSnippet({ publicUrl: deps.config.publicUrl, apiBase: deps.config.apiBase, integrity, form: f.form, clinicId: clinic.id })
      return { form: f.form, label: f.label, snippet: s.snippet, one_line: s.oneLine, csp: s.csp.join('\n'), preview_url: `/embed/preview?form=${f.form}&clinic=${clinic.id}`, parts: s }
    })
    return { user: u, clinic, forms }
  }

  app.get('/workspace/embed', async (c) => {
    const { clinic, forms } = await builder(c)
    return ok(c, { clinic: { id: clinic.id, name: clinic.name }, forms: forms.map(({ parts: _p, ...f }) => f) })
  })

  app.post('/workspace/embed/send', async (c) => {
    const { user, clinic, forms } = await builder(c)
    const body = (await readJson(c, BODY_LIMITS.json)) as Record<string, unknown> | null
    const email = typeof body?.email === 'string' ? body.email.trim() : ''
    const form = forms.find((f) => f.form === body?.form)
    const errors: Record<string, string> = {}
    if (!isMailAddress(email) || email.length > 320) errors.email = 'A valid e-mail address'
    if (!form) errors.form = 'One of the widgets listed'
    if (!form || Object.keys(errors).length) throw new HttpError(400, errors)
    // Counted before the mail is queued, outside its transaction: a refused send must still count.
    await enforceLimit(perUser, user.id)
    const mail = embedMail({ to: email, from: user.name ?? user.email, clinicName: clinic.name, formLabel: form.label, snippet: form.parts })
    await deps.db.transaction((tx) => enqueueMail(tx, deps.clock.now(), mail))
    deps.wake()
    return ok(c, { to: email }, 202)
  })
  return app
}
