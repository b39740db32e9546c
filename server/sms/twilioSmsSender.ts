import { SmsRefused, type SentQuery, type SmsMessage, type SmsReceipt, type SmsSender } from './smsSender'

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

/** How many of the newest messages to a number `findSent` reads: one page, never followed further. */
export const FIND_PAGE_SIZE = 20

/** How far before the 'sending' mark a message may have been created and still be ours (clock skew). */
const SKEW_MS = 5_000

/** One message of Twilio's list answer (the fields `findSent` reads). */
interface ListedMessage {
  sid?: string
  to?: string
  body?: string
  direction?: string
  date_created?: string
}

/** Twilio error codes that will not change on a retry: the number is wrong, not a mobile, or opted out. */
const PERMANENT_CODES = new Set([21211, 21214, 21217, 21407, 21408, 21421, 21604, 21610, 21612, 21614, 21606, 30003, 30005, 30006])

/**
 * Twilio's documented REST call (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form
 * encoded, HTTP basic auth with the account sid and auth token), made with `fetch` rather than the
 * `twilio` package: one call does not need the SDK's HTTP client, JWT and XML dependencies, and a
 * base URL is all a test double needs.
 *
 * `findSent` is the same resource's documented list call (`GET .../Messages.json?To=...&DateSent>=YYYY-MM-DD&PageSize=20`,
 * newest first): a message to that number, sent by the API (`direction` outbound-api), with exactly
 * this body, created no earlier than the 'sending' mark (less a few seconds of clock skew), is the
 * one an interrupted attempt handed over. Twilio keeps no key of ours, so that match is the check.
 */
export function twilioSmsSender(options: TwilioOptions): SmsSender {
  const base = (options.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const auth = 'Basic ' + Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    async findSent(query: SentQuery): Promise<SmsReceipt | null> {
      const params = new URLSearchParams({ To: query.to })
      params.set('DateSent>', query.since.toISOString().slice(0, 10))
      params.set('PageSize', String(FIND_PAGE_SIZE))
      let res: Response
      try {
        res = await doFetch(`${url}?${params.toString()}`, {
          headers: { authorization: auth, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (e) {
        throw new SmsRefused(false, `Twilio could not be reached to check an interrupted send: ${(e as Error).name}`)
      }
      const answer = (await res.json().catch(() => ({}))) as { messages?: ListedMessage[]; code?: number; message?: string }
      if (!res.ok || !Array.isArray(answer.messages)) {
        throw new SmsRefused(
          false,
          `Twilio ${res.status} on checking an interrupted send: ${answer.message ?? res.statusText}`,
          answer.code,
        )
      }
      const earliest = query.since.getTime() - SKEW_MS
      const found = answer.messages
        .slice(0, FIND_PAGE_SIZE)
        .find(
          (m) =>
            m.to === query.to &&
            m.body === query.body &&
            m.direction === 'outbound-api' &&
            typeof m.sid === 'string' &&
            !(Date.parse(m.date_created ?? '') < earliest),
        )
      return found ? { id: found.sid! } : null
    },

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
          signal: AbortSignal.timeout(timeoutMs),
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
