import type { Context } from 'hono'
import { findPartner } from '../db/clinicsRepo'
import type { Partner } from '../db/Partner'
import type { ServerConfig } from '../serverConfig'
import type { Db } from '../db/db'
import type { AppEnv } from './appEnv'
import { HttpError } from './respond'

/**
 * Refuses (403) a submission for `clinicId` sent by a page whose origin the clinic has not listed
 * in its allowed websites, and logs it (the clinic id and the website; no owner data). Passes
 * when the clinic lists none (any website may embed its forms), when the page is this server's
 * own (the demo pages and the workspace's preview), and when the request has no `Origin` (not a
 * web page: the list keeps other websites from embedding the clinic's forms, it is not a password).
 * Called before the captcha is spent, so a refused owner's solution is not used up. A caller that
 * has already read the clinic passes it as `known`, and the clinic is not read twice.
 */
export async function checkAllowedWebsite(
  deps: { db: Db; config: ServerConfig },
  c: Context<AppEnv>,
  clinicId: string | undefined | null,
  known?: Partner,
): Promise<void> {
  if (!clinicId) return
  const origin = c.req.header('origin')
  if (!origin || origin === new URL(deps.config.publicUrl).origin) return
  const partner = known?.id === clinicId ? known : await findPartner(deps.db, clinicId)
  const allowed = partner?.allowedWebsites ?? []
  if (allowed.length === 0 || allowed.includes(origin)) return
  c.var.log.warn({ clinicId: partner!.id, website: origin.slice(0, 200) }, 'website not allowed for clinic')
  throw new HttpError(403, {
    website: `This website (${origin.slice(0, 200)}) is not one of the websites ${partner!.name} allows to send its forms, so nothing was sent. The clinic can add it under Settings, Allowed websites.`,
  })
}
