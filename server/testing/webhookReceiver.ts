import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { closeNow } from './closeNow'

/** One request the receiver got, with what its verification said. */
export interface Received {
  headers: IncomingHttpHeaders
  body: string
  /** The parsed payload when `Webhook.verify` accepted it; null when it refused. */
  verified: unknown
  error: string | null
  answered: number
}

/**
 * A webhook receiver as a clinic would write one, on 127.0.0.1 (a free port, or `port`): it
 * checks every request with standardwebhooks' `Webhook.verify` against `secret()` at the time
 * `now()` says (the test's clock: verify refuses timestamps over 5 minutes from it), answers 400
 * when that fails, and otherwise the next status of `answers` (then 204).
 */
export async function startWebhookReceiver(o: { secret: () => string; now?: () => number; answers?: number[]; port?: number }) {
  const got: Received[] = []
  const answers = [...(o.answers ?? [])]
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const r: Received = { headers: req.headers, body, verified: null, error: null, answered: 400 }
      try {
        r.verified = verifyAt(o.secret(), body, req.headers, o.now?.() ?? Date.now())
        r.answered = answers.shift() ?? 204
      } catch (err) {
        r.error = (err as Error).message
      }
      got.push(r)
      res.writeHead(r.answered).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hooks/petlead`,
    port,
    got,
    close: () => closeNow(server),
  }
}

/**
 * `Webhook.verify` as of `nowMs`: the library reads the time from Date.now, so it is pinned for
 * the (synchronous) call only. Throws what verify throws.
 */
export function verifyAt(secret: string, body: string, headers: IncomingHttpHeaders | Record<string, string>, nowMs: number): unknown {
  const realNow = Date.now
  Date.now = () => nowMs
  try {
    return new Webhook(secret).verify(body, headers as Record<string, string>)
  } finally {
    Date.now = realNow
  }
}
