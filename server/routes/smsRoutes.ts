import { Hono } from 'hono'
import { smsRepo } from '../db/smsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { readBody } from '../http/readBody'
import { HttpError } from '../http/respond'
import { registerCall } from '../openapi/declareCall'
import { inboundKeyword } from '../sms/inboundKeyword'
import { e164 } from '../sms/e164'
import { isTwilioSigned } from '../sms/twilioSignature'
import { SMS_INBOUND_LIMIT, smsCalls } from './smsCalls'

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'

/**
 * The inbound text webhook (smsCalls.inbound). Twilio signs what it sent to the URL it was given,
 * so the signature is checked over PUBLIC_URL and the API path (never the Host header a client
 * chose). Without TWILIO_AUTH_TOKEN the demo accepts unsigned replies (to try STOP by hand);
 * production refuses them, since anyone could then stop texts to any number.
 */
export function smsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  registerCall(app, smsCalls.inbound, async (c) => {
    const bytes = await readBody(c, SMS_INBOUND_LIMIT)
    const params = new URLSearchParams(new TextDecoder().decode(bytes))
    const token = deps.config.twilio?.authToken
    if (token) {
      const query = new URL(c.req.url).search
      const url = `${deps.config.publicUrl}${deps.config.apiBase}/sms/inbound${query}`
      if (!isTwilioSigned(token, url, params, c.req.header('x-twilio-signature')))
        throw new HttpError(403, { _: 'Bad or missing X-Twilio-Signature' })
    } else if (deps.config.mode === 'production') {
      throw new HttpError(403, { _: 'Text messages are not configured (TWILIO_AUTH_TOKEN)' })
    }
    const from = e164(params.get('From'))
    const keyword = inboundKeyword(params.get('Body') ?? '')
    if (from && keyword?.action === 'stop') await smsRepo.optOut(deps.db, from, keyword.word, deps.clock.now())
    if (from && keyword?.action === 'start') await smsRepo.optIn(deps.db, from)
    return c.body(EMPTY_TWIML, 200, { 'content-type': 'text/xml; charset=utf-8' })
  })
  return app
}
