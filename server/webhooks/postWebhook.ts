import type { IncomingMessage } from 'node:http'
import type { Target } from './resolveTarget'
import { pinnedRequest } from './pinnedRequest'

/** An attempt's time limit, from connecting to the end of the answer. */
export const DELIVERY_TIMEOUT_MS = 10_000
/** The most of an answer read: its status is what counts, and a huge body must not hold a worker. */
export const MAX_RESPONSE_BYTES = 64 * 1024

/** What one attempt got: the HTTP status and how long it took. */
export interface AttemptResult {
  status: number
  latencyMs: number
}

/**
 * POSTs `body` to the target, connecting to the address resolveTarget checked (the lookup
 * below answers with it, so the socket never re-resolves the name) while TLS still verifies the
 * certificate against the host name. Redirects are not followed (a 3xx is a failed attempt);
 * the answer is read up to MAX_RESPONSE_BYTES; the whole attempt ends after `timeoutMs`.
 * Rejects on network errors and time-outs.
 */
export function postWebhook(
  target: Target,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<AttemptResult> {
  // Wall time, not the injected clock: a latency is a measurement, not a schedule.
  const started = performance.now()
  return new Promise<AttemptResult>((resolve, reject) => {
    const req = pinnedRequest(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'PetLead-Webhooks/1',
        },
      },
      (res: IncomingMessage) => {
        let read = 0
        const done = () => {
          clearTimeout(timer)
          resolve({ status: res.statusCode ?? 0, latencyMs: Math.max(0, Math.round(performance.now() - started)) })
        }
        res.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_RESPONSE_BYTES) {
            res.destroy()
            done()
          }
        })
        res.on('end', done)
        res.on('error', done)
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
