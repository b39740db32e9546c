import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One Messages call the double took: the message's key (the queue row's id), recipient and text. */
export interface TextPost {
  key: string
  to: string
  body: string
  /** When it arrived (performance.timeOrigin + performance.now(), in ms). */
  at: number
}

/** A Twilio REST API double shared by every process of a test, which keeps every call. */
export interface TwilioCounter {
  /** What TWILIO_API_BASE is set to. */
  url: string
  posts: TextPost[]
  /** How many calls carried `key` (resends included). */
  count(key: string): number
  close(): Promise<void>
}

/**
 * Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json` on loopback: records every call, resends
 * included, by the `Idempotency-Key` header the sender puts on each (the message's key), and answers
 * 201 with a fresh `SM...` sid as Twilio does. `delayMs` holds each answer that long, like a real
 * provider's round trip, so a process killed mid-run can be caught with a text in flight.
 */
export async function startTwilioCounter(delayMs = 0): Promise<TwilioCounter> {
  const posts: TextPost[] = []
  let sid = 0
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20404, message: 'Not found' }))
        return
      }
      const form = new URLSearchParams(raw)
      posts.push({
        key: String(req.headers['idempotency-key'] ?? ''),
        to: form.get('To') ?? '',
        body: form.get('Body') ?? '',
        at: performance.timeOrigin + performance.now(),
      })
      const answer = JSON.stringify({ sid: `SM${String(++sid).padStart(32, '0')}`, status: 'queued' })
      setTimeout(() => res.writeHead(201, { 'content-type': 'application/json' }).end(answer), delayMs)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    count: (key) => posts.filter((p) => p.key === key).length,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
