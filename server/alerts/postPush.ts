import type { IncomingMessage } from 'node:http'
import { DELIVERY_TIMEOUT_MS } from '../webhooks/postWebhook'
import type { Target } from '../webhooks/resolveTarget'
import { pinnedRequest } from '../webhooks/pinnedRequest'

/**
 * POSTs one encrypted Web Push message to the push service at `target`, connecting to the address
 * resolveTarget checked (the socket never re-resolves the name; TLS still verifies the host), as
 * webhooks do. Redirects are not followed; the answer's body is discarded. Resolves with the status;
 * rejects on network errors and after `timeoutMs`.
 */
export function postPush(target: Target, headers: Record<string, string>, body: Buffer, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = pinnedRequest(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res: IncomingMessage) => {
        clearTimeout(timer)
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
    req.on('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
    req.end(body)
  })
}
