import type { IncomingMessage } from 'node:http'
import { resolveTarget, type Target } from '../webhooks/resolveTarget'
import type { Resolver } from '../webhooks/resolver'
import type { WebhookPolicy } from '../webhooks/webhookPolicy'
import { pinnedRequest } from '../webhooks/pinnedRequest'

/** What one fetch of a calendar got: a new text with its validators, or "not modified". */
export type IcsAnswer = { status: 200; text: string; etag: string | null; lastModified: string | null } | { status: 304 }

/** Limits of one fetch. */
export interface IcsLimits {
  maxBytes: number
  timeoutMs: number
}

/**
 * Fetches a clinic's calendar under the webhook rules: the host resolved now and refused when any
 * of its addresses is private, local or reserved (resolveTarget), the socket pinned to the checked
 * address (no second lookup to rebind), TLS verified against the host name, no redirects, at most
 * `maxBytes` read and the whole fetch ended after `timeoutMs`. The validators of the last answer
 * are sent (If-None-Match, If-Modified-Since) so an unchanged feed costs a 304. Every failure is an
 * Error whose message an owner can read, and never contains the address (it is a secret).
 */
export async function fetchIcs(
  url: string,
  policy: WebhookPolicy,
  resolve: Resolver,
  validators: { etag: string | null; lastModified: string | null },
  limits: IcsLimits,
): Promise<IcsAnswer> {
  let target: Target
  try {
    target = await resolveTarget(url, policy, resolve)
  } catch (e) {
    const m = (e as Error).message
    throw new Error(
      m.startsWith('DNS')
        ? 'The calendar’s server name could not be found'
        : 'PetLead cannot read a calendar on a private, local or reserved address',
      { cause: e },
    )
  }
  const headers: Record<string, string> = { 'user-agent': 'PetLead-Calendar/1', accept: 'text/calendar, */*;q=0.5' }
  if (validators.etag) headers['if-none-match'] = validators.etag
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified
  return new Promise<IcsAnswer>((resolvePromise, reject) => {
    let settled = false
    const fail = (message: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      req.destroy()
      reject(new Error(message))
    }
    const tooLarge = `The calendar is larger than ${Math.round(limits.maxBytes / 1024)} KB; PetLead reads calendars up to that size`
    const req = pinnedRequest(target, { method: 'GET', headers }, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0
      if (status === 304) {
        res.resume()
        settled = true
        clearTimeout(timer)
        resolvePromise({ status: 304 })
        return
      }
      if (status >= 300 && status < 400) return fail('The calendar address redirects elsewhere; paste the final address')
      if (status === 401 || status === 403 || status === 404 || status === 410)
        return fail(`The calendar server answered ${status}: the address may have been reset or made private; paste the current one`)
      if (status !== 200) return fail(`The calendar server answered ${status}; PetLead will try again`)
      if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) return fail(tooLarge)
      const chunks: Buffer[] = []
      let read = 0
      res.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (read > limits.maxBytes) return fail(tooLarge)
        chunks.push(chunk)
      })
      res.on('end', () => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        const etag = res.headers.etag
        const lastModified = res.headers['last-modified']
        resolvePromise({
          status: 200,
          text: Buffer.concat(chunks).toString('utf8'),
          etag: etag ?? null,
          lastModified: lastModified ?? null,
        })
      })
      res.on('error', () => fail('The connection to the calendar server broke; PetLead will try again'))
    })
    const timer = setTimeout(
      () => fail(`The calendar server did not answer within ${+(limits.timeoutMs / 1000).toFixed(1)} seconds; PetLead will try again`),
      limits.timeoutMs,
    )
    req.on('error', () => fail('The calendar server could not be reached; PetLead will try again'))
    req.end()
  })
}
