import { SmsRefused, type SmsMessage, type SmsReceipt, type SmsSender } from './smsSender'

export interface TwilioOptions {
  accountSid: string
  authToken: string
  /** The sending number (E.164) or a Messaging Service sid (`MG...`). */
  from: string
  /** Where the REST API lives; a test points it at a double. */
  apiBase?: string
  /** How long one call may take before it counts as a transient failure. */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Twilio error codes that will not change on a retry: the number is wrong, not a mobile, or opted out. */
const PERMANENT_CODES = new Set([21211, 21214, 21217, 21407, 21408, 21421, 21604, 21610, 21612, 21614, 21606, 30003, 30005, 30006])

/**
 * Twilio's documented REST call (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form
 * encoded, HTTP basic auth with the account sid and auth token), made with `fetch` rather than the
 * `twilio` package: one call does not need the SDK's HTTP client, JWT and XML dependencies, and a
 * base URL is all a test double needs.
 */
export function twilioSmsSender(options: TwilioOptions): SmsSender {
  const base = (options.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const auth = 'Basic ' + Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')
  const doFetch = options.fetch ?? fetch
  return {
    async send(message: SmsMessage): Promise<SmsReceipt> {
      const form = new URLSearchParams({ To: message.to, Body: message.body })
      form.set(options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from)
      let res: Response
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            // Twilio ignores it today; a double or a proxy in front of it can drop a resend by it.
            ...(message.key ? { 'idempotency-key': message.key } : {}),
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
      } catch (e) {
        // A time-out may come after Twilio took the message; a refused connection never does.
        const name = (e as Error).name
        throw new SmsRefused(false, `Twilio could not be reached: ${name}`, undefined, name === 'TimeoutError' || name === 'AbortError')
      }
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string }
      if (res.ok && answer.sid) return { id: answer.sid }
      const reason = `Twilio ${res.status}${answer.code ? ` ${answer.code}` : ''}: ${answer.message ?? res.statusText}`
      // 4xx other than a rate limit or bad credentials is about this message; 5xx and 429 may pass later.
      const permanent =
        answer.code !== undefined
          ? PERMANENT_CODES.has(answer.code)
          : res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 401
      throw new SmsRefused(permanent, reason, answer.code)
    },
  }
}
