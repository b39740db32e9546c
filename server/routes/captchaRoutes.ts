import { Hono } from 'hono'
import { newChallenge } from '../captcha/captcha'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { registerCall } from '../openapi/declareCall'
import { captchaCalls } from './captchaCalls'

/**
 * The captcha call (captchaCalls): an ALTCHA v2 challenge (`parameters`, `signature`). Its fields sit at
 * the top level, as ALTCHA widgets expect from a challenge URL, and again under `content` for
 * the spec's envelope.
 */
export function captchaRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  registerCall(app, captchaCalls.challenge, async (c) => {
    const challenge = await newChallenge(deps)
    c.header('cache-control', 'no-store')
    return c.json({ ...challenge, success: true, content: challenge })
  })
  return app
}
