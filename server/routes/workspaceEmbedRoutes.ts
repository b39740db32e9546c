import { Hono, type Context } from 'hono'
import { findPartner } from '../db/clinicsRepo'
import type { Deps } from '../deps'
import { embedForms } from '../embed/embedForms'
import { embedSnippet } from '../embed/embedSnippet'
import { loaderIntegrity } from '../embed/loaderIntegrity'
import { websiteCheck } from '../embed/websiteCheck'
import type { AppEnv } from '../http/appEnv'
import { DAY_MS, limitSender, type SenderLimits } from '../http/limitSender'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { embedMail } from '../mail/embedMail'
import { enqueueMail } from '../mail/enqueueMail'
import { isMailAddress } from '../../src/schemas/email'

/**
 * Snippet e-mails: per user an hour enough for a typo or two, per clinic and per recipient a day
 * too few to relay spam, however many owners a clinic mints.
 */
export const EMBED_MAIL_LIMITS: SenderLimits = { perUser: [10, 60 * 60_000], perClinic: [20, DAY_MS], perRecipient: [5, DAY_MS] }

/**
 * The embed builder, owners only: GET workspace/embed lists the widgets the clinic
 * uses, each with its snippet (loader with SRI and crossorigin, mount element), the one-line
 * variant and a preview page; POST workspace/embed/send e-mails one snippet with instructions
 * through the outbox, limited per user like the other mail-sending writes.
 */
export function workspaceEmbedRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const limitMail = limitSender(deps, 'embedMail', EMBED_MAIL_LIMITS)

  /** The owner's clinic and its snippets; 403 for anyone else, 503 when no bundle is built. */
  async function builder(c: Context<AppEnv>) {
    const u = c.var.user!
    if (u.role !== 'owner' || !u.clinicId) throw new HttpError(403, { _: "Only the clinic's owners embed its widgets" })
    const clinic = await findPartner(deps.db, u.clinicId)
    if (!clinic) throw new HttpError(404, { _: 'Not found' })
    const integrity = await loaderIntegrity(deps.config.distDir)
    if (!integrity) throw new HttpError(503, { _: 'The widget bundle is not built on this server' })
    const forms = embedForms(clinic).map((f) => {
      const s = embedSnippet({
        publicUrl: deps.config.publicUrl,
        apiBase: deps.config.apiBase,
        integrity,
        form: f.form,
        clinicId: clinic.id,
      })
      return {
        form: f.form,
        label: f.label,
        snippet: s.snippet,
        one_line: s.oneLine,
        csp: s.csp.join('\n'),
        preview_url: `/embed/preview?form=${f.form}&clinic=${clinic.id}`,
        parts: s,
      }
    })
    return { user: u, clinic, forms }
  }

  app.get('/workspace/embed', async (c) => {
    const { clinic, forms } = await builder(c)
    return ok(c, {
      clinic: { id: clinic.id, name: clinic.name },
      website_check: websiteCheck(clinic),
      forms: forms.map(({ parts: _p, ...f }) => f),
    })
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
    await limitMail({ userId: user.id, clinicId: clinic.id, recipient: email })
    const mail = embedMail({
      to: email,
      from: user.name ?? user.email,
      clinicName: clinic.name,
      formLabel: form.label,
      snippet: form.parts,
      allowedWebsites: clinic.allowedWebsites,
    })
    await deps.db.transaction((tx) => enqueueMail(tx, deps.clock.now(), mail))
    deps.wake()
    return ok(c, { to: email }, 202)
  })
  return app
}
