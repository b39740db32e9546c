import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeNow } from '../closeNow'

/** One Messages call the double took: the message's key (the queue row's id), recipient and text. */
export interface TextPost {
  key: string
  to: string
  body: string
  /** When it arrived (performance.timeOrigin + performance.now(), in ms). */
  at: number
  /** The sid the double answered with. */
  sid: string
}

/** A Twilio REST API double shared by every process of a test, which keeps every call. */
export interface TwilioCounter {
  /** What TWILIO_API_BASE is set to. */
  url: string
  posts: TextPost[]
  /** How many calls carried `key` (resends included). */
  count(key: string): number
  /** How many list calls (a sender checking an interrupted send) it answered. */
  lists(): number
  close(): Promise<void>
}

/**
 * Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json` on loopback: records every call, resends
 * included, by the `Idempotency-Key` header the sender puts on each (the message's key), and answers
 * 201 with a fresh `SM...` sid as Twilio does. `delayMs` holds each answer that long, like a real
 * provider's round trip, so a process killed mid-run can be caught with a text in flight. The list
 * call (`GET` the same path with `To`, `DateSent>` and `PageSize`) answers from what it received,
 * newest first, in Twilio's shape, as a sender checking an interrupted send asks it.
 */
export async function startTwilioCounter(delayMs = 0): Promise<TwilioCounter> {
  const posts: TextPost[] = []
  let sid = 0
  let lists = 0
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const [path, search] = (req.url ?? '').split('?') as [string, string | undefined]
      if (!/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path) || (req.method !== 'POST' && req.method !== 'GET')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20404, message: 'Not found' }))
        return
      }
      if (req.method === 'GET') {
        lists++
        const q = new URLSearchParams(search ?? '')
        const from = Date.parse(`${q.get('DateSent>') ?? '1970-01-01'}T00:00:00Z`)
        const messages = posts
          .filter((p) => p.to === q.get('To') && p.at >= from)
          .reverse()
          .slice(0, Number(q.get('PageSize') ?? 50))
          .map((p) => ({
            sid: p.sid,
            to: p.to,
            body: p.body,
            direction: 'outbound-api',
            status: 'sent',
            date_created: new Date(p.at).toUTCString(),
            date_sent: new Date(p.at).toUTCString(),
          }))
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages, page: 0, page_size: messages.length }))
        return
      }
      const form = new URLSearchParams(raw)
      const post = {
        key: String(req.headers['idempotency-key'] ?? ''),
        to: form.get('To') ?? '',
        body: form.get('Body') ?? '',
        at: performance.timeOrigin + performance.now(),
        sid: `SM${String(++sid).padStart(32, '0')}`,
      }
      posts.push(post)
      const answer = JSON.stringify({ sid: post.sid, status: 'queued' })
      setTimeout(() => res.writeHead(201, { 'content-type': 'application/json' }).end(answer), delayMs)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    count: (key) => posts.filter((p) => p.key === key).length,
    lists: () => lists,
    close: () => closeNow(server),
  }
}
