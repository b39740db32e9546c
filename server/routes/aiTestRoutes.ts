import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { ModelBudgetSpent } from '../assessment/modelBudget'
import { offlineProvider } from '../assessment/offlineEngine'
import { aiPromptSchema } from '../../src/schemas/aiTest'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { bearerMatches } from '../http/bearerMatches'
import { clientIp } from '../http/clientIp'
import { BODY_LIMITS, RATE_LIMITS } from '../http/limits'
import { enforceLimit } from '../http/enforceLimit'
import { ipLimitKey } from '../http/ipLimitKey'
import { rateLimiter } from '../http/rateLimiter'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { validate } from '../http/validate'
import { spendProof } from '../captcha/captcha'
import { registerCall } from '../openapi/declareCall'
import { photoDataUrl } from '../uploads/photoDataUrl'
import { sessionAlive, sessionCookieName, sha256 } from '../workspace/session'
import { aiTestCalls } from './aiTestCalls'

/**
 * Who may spend the operator's model budget on a free-form prompt: a developer holding AI_TEST_KEY
 * or a signed-in staff member ('trusted'); in the demo anyone else too ('anonymous', who pays a
 * proof of work per prompt and the rate limit). In production the call answers any prompt with the
 * operator's key, so others get the 404 of a call that is not there (undefined).
 */
async function promptCaller(c: Context<AppEnv>, deps: Deps): Promise<'trusted' | 'anonymous' | undefined> {
  const key = deps.config.aiTestKey
  if (key && bearerMatches(c, key)) return 'trusted'
  const session = getCookie(c, sessionCookieName(deps.config.publicUrl))
  if (session && (await sessionAlive(deps, sha256(session)))) return 'trusted'
  return deps.config.mode === 'production' ? undefined : 'anonymous'
}

/** The AI test call (aiTestCalls): the /test page's prompt, through the configured provider. Rate-limited: it costs money. */
export function aiTestRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const [limit, windowMs] = RATE_LIMITS.promptPerIp
  const perIp = rateLimiter({ db: deps.db, name: 'promptPerIp', limit, windowMs, clock: deps.clock })
  registerCall(app, aiTestCalls.prompt, async (c) => {
    const caller = await promptCaller(c, deps)
    if (!caller) return c.json({ success: false, content: { _: 'Not found' } }, 404)
    await enforceLimit(perIp, ipLimitKey(clientIp(c, deps.config.trustProxy)))
    const { prompt, image_url } = validate(aiPromptSchema, await readJson(c, BODY_LIMITS.json))
    if (caller === 'anonymous') await deps.db.transaction((tx) => spendProof(deps, tx, c))
    const photo = await photoDataUrl(deps.photos, image_url)
    let answer: string
    try {
      answer = await deps.provider.answer(prompt, photo)
    } catch (err) {
      // Over the hour's model budget the prompt waits (429 and Retry-After): a free-form prompt
      // has no offline answer worth paying for with the owner-facing budget.
      if (err instanceof ModelBudgetSpent)
        throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(err.retryAfterSec) })
      // The page still answers (from the offline engine); why the provider did not is logged for the operator.
      c.var.log.warn({ err }, 'AI provider failed on the test page; offline engine answered')
      answer = 'The AI provider did not answer this time. ' + (await offlineProvider.answer(prompt, photo))
    }
    return ok(c, answer)
  })
  return app
}
