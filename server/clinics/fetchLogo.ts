import type { IncomingMessage } from 'node:http'
import { resolveTarget } from '../webhooks/resolveTarget'
import type { Resolver } from '../webhooks/resolver'
import type { WebhookPolicy } from '../webhooks/webhookPolicy'
import { pinnedRequest } from '../webhooks/pinnedRequest'

/** How long fetching one logo may take, from connecting to the last byte. */
export const LOGO_FETCH_TIMEOUT_MS = 10_000

/** Fetches a logo URL: its bytes, or an Error saying why not. */
export type LogoFetcher = (url: string) => Promise<Uint8Array>

/**
 * A logo fetcher under the webhook rules: the scheme the deployment allows, the host resolved
 * once and refused when any of its addresses is private, local or reserved (resolveTarget), the
 * socket pinned to the checked address, no redirects, at most `maxBytes`, and a time limit.
 * Every failure has one message per kind, never the server's own view of its disk or network.
 */
export function logoFetcher(policy: WebhookPolicy, resolve: Resolver, maxBytes: number, timeoutMs = LOGO_FETCH_TIMEOUT_MS): LogoFetcher {
  return async (url) => {
    let target: Awaited<ReturnType<typeof resolveTarget>>
    try {
      target = await resolveTarget(url, policy, resolve)
    } catch (e) {
      throw new Error(`Cannot fetch the logo: ${(e as Error).message}`, { cause: e })
    }
    return new Promise<Uint8Array>((resolvePromise, reject) => {
      const req = pinnedRequest(
        target,
        { method: 'GET', headers: { 'user-agent': 'PetLead-Import/1', accept: 'image/*' } },
        (res: IncomingMessage) => {
          if (res.statusCode !== 200) {
            res.resume()
            clearTimeout(timer)
            reject(new Error(`Cannot fetch the logo: the server answered ${res.statusCode ?? 0}`))
            return
          }
          const chunks: Buffer[] = []
          let read = 0
          res.on('data', (chunk: Buffer) => {
            read += chunk.length
            if (read > maxBytes) {
              res.destroy()
              clearTimeout(timer)
              reject(new Error(`Must be an image of at most ${maxBytes} bytes`))
              return
            }
            chunks.push(chunk)
          })
          res.on('end', () => {
            clearTimeout(timer)
            resolvePromise(new Uint8Array(Buffer.concat(chunks)))
          })
          res.on('error', () => {
            clearTimeout(timer)
            reject(new Error('Cannot fetch the logo: the connection failed'))
          })
        },
      )
      const timer = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs)
      req.on('error', (e) => {
        clearTimeout(timer)
        reject(
          new Error(`Cannot fetch the logo: ${e.message === 'timed out' ? `no answer within ${timeoutMs} ms` : 'the connection failed'}`),
        )
      })
      req.end()
    })
  }
}
