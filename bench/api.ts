import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { validPet } from '../server/testing/payloads'
import { samples } from '../server/testing/samples'
import type { RunningServer } from '../server/startServer'
import { log, pick } from './lib/options'
import { ratio } from './lib/stats'

export const BOUNDARY = '----petleadbench'

/** A multipart body with one small real JPEG in the `image` part, as the widget uploads it. */
export function multipart(): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.from(samples.jpeg()),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

/** The floor: a bare node:http server answering the same JSON (GET list; POST reads the body, answers 201). */
export async function startFloor(dogList: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      return res.end(dogList)
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if ((req.headers['content-type'] ?? '').includes('json')) JSON.parse(body.toString('utf8'))
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          req.url?.endsWith('/file')
            ? { success: true, content: ['https://x/uploads/a.jpg'] }
            : { success: true, content: { _id: randomUUID() } },
        ),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

export interface Load {
  rps: number
  p50: number
  p99: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
  status: Record<string, number>
}

type Request = {
  method?: 'GET' | 'POST'
  body?: Buffer | string
  headers?: Record<string, string>
  /** What each request has of its own (a proof spent once, an owner of its own), added as it is sent. */
  each?: () => { headers?: Record<string, string>; body?: string }
}

/** 50 connections for `seconds`, or (with `amount`) until that many requests have all been answered. */
export async function load(url: string, opts: Request, seconds: number, amount?: number): Promise<Load> {
  const bound = amount ? { amount } : { duration: seconds }
  const r = await autocannon({
    url,
    connections: 50,
    ...bound,
    timeout: 10,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    ...(opts.each
      ? {
          requests: [
            {
              setupRequest: (req: { headers?: Record<string, string>; body?: unknown }) => {
                const own = opts.each!()
                return { ...req, headers: { ...req.headers, ...own.headers }, ...(own.body !== undefined ? { body: own.body } : {}) }
              },
            },
          ],
        }
      : {}),
  })
  const status: Record<string, number> = {}
  // autocannon's result (untyped package) also carries per-status counts.
  const stats = (r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}
  for (const [code, s] of Object.entries(stats)) status[code] = s.count
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status,
  }
}

/** Section 8: the reference API and the node:http floor under 50 connections, in the same run. */
export async function apiLoad(demo: RunningServer) {
  const seconds = pick(1, 5)
  const dogRes = await fetch(`${demo.url}/api/dog_breed`)
  const dogList = await dogRes.text()
  const floor = await startFloor(dogList)
  const pet = JSON.stringify(validPet())
  const json = { 'content-type': 'application/json' }
  const form = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
  const cases = [
    { id: 'GET /api/dog_breed', path: '/api/dog_breed', opts: {} },
    { id: 'POST /api/pet', path: '/api/pet', opts: { method: 'POST' as const, body: pet, headers: json } },
    { id: 'POST /api/file (multipart JPEG)', path: '/api/file', opts: { method: 'POST' as const, body: multipart(), headers: form } },
  ]
  const countPets = async () =>
    Number((await demo.deps.db.query<{ n: string }>("SELECT count(*) AS n FROM submissions WHERE kind = 'health'"))[0]!.n)
  const rows = []
  let rowsCheck
  try {
    for (const c of cases) {
      const api = await load(demo.url + c.path, c.opts, seconds)
      const base = await load(floor.url + c.path, c.opts, seconds)
      if (c.path === '/api/pet') {
        // A timed run cuts off the requests in flight at its deadline (stored, never acknowledged),
        // so the row count is checked on a run of a fixed number of creates, each one answered.
        const amount = pick(200, 1000)
        const before = await countPets()
        const counted = await load(demo.url + c.path, c.opts, seconds, amount)
        const stored = (await countPets()) - before
        const acknowledged = counted.status['201'] ?? 0
        rowsCheck = {
          sent: amount,
          acknowledged201: acknowledged,
          storedRows: stored,
          errors: counted.errors + counted.timeouts,
          lost: Math.max(0, acknowledged - stored),
          unacknowledgedButStored: Math.max(0, stored - acknowledged),
        }
      }
      rows.push({
        id: c.id,
        seconds,
        api,
        floor: base,
        rpsRatio: ratio(api.rps, base.rps),
        p99Ratio: ratio(api.p99, Math.max(base.p99, 1)),
      })
      log(`api ${c.id}: ${api.rps} req/s (floor ${base.rps}), p99 ${api.p99} ms, errors ${api.errors}, non-2xx ${api.non2xx}`)
    }
  } finally {
    await new Promise<void>((r) => floor.server.close(() => r()))
  }
  return { connections: 50, seconds, rows, petRows: rowsCheck }
}
