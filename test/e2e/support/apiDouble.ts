import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'

/** One request the double received. */
export interface Recorded {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** Parsed JSON, or for multipart the raw body as latin1 text. */
  body: unknown
  raw: Buffer
}

type Reply = { status?: number; json?: unknown; delayMs?: number; destroy?: boolean }
type Handler = (req: Recorded) => Reply | undefined

const root = resolve(import.meta.dirname, '../../..')

/** Lookup lists the double serves by default. */
export const defaultLists: Record<string, unknown[]> = {
  '/dog_breed': ['Labrador Retriever', 'Golden Retriever', 'German Shepherd', 'Beagle', 'Poodle', 'Mixed Breed'].map((name) => ({ name })),
  '/cat_breed': ['Domestic Shorthair', 'Domestic Longhair', 'Siamese', 'Maine Coon'].map((name) => ({ name })),
  '/medicine': ['Apoquel', 'Carprofen', 'Heartgard'].map((name) => ({ name })),
  '/condition': ['Arthritis', 'Diabetes', 'Kidney disease'].map((name) => ({ name })),
  '/allergie': ['Chicken', 'Beef', 'Pollen'].map((name) => ({ name })),
  '/prev_info': [
    { title: 'Skin & Coat', description: 'skin problems, itching or hair loss' },
    { title: 'Digestion', description: 'vomiting, diarrhea or not eating' },
  ],
}

/**
 * A small local HTTP double of the API that records every request, plus a fixture page that
 * mounts one widget from dist/. Tests override answers per path with `on()`.
 */
export async function startApiDouble() {
  const requests: Recorded[] = []
  const handlers: Array<{ match: (r: Recorded) => boolean; handler: Handler }> = []
  let nextId = 1

  const defaults = (r: Recorded): Reply => {
    if (r.method === 'GET' && defaultLists[r.path]) return { json: { success: true, content: defaultLists[r.path] } }
    if (r.path === '/captcha/challenge') return { json: { algorithm: 'SHA-256', challenge: 'x', salt: 's', signature: 'sig', maxnumber: 10 } }
    if (r.path === '/file') return { json: { success: true, content: [`https://files.example/${nextId++}.jpg`] } }
    if (r.method === 'POST' && (r.path === '/pet' || r.path === '/pet/dentipet_pet')) return { json: { success: true, content: { _id: `id${nextId++}` } } }
    return { json: { success: true, content: 'ok' } }
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname.startsWith('/page/')) return servePage(url, res)
    if (url.pathname.startsWith('/dist/')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' })
      return res.end(readFileSync(resolve(root, '.' + url.pathname)))
    }
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks)
    const path = url.pathname.replace(/^\/api/, '')
    let body: unknown = raw.toString('latin1')
    if ((req.headers['content-type'] ?? '').includes('json')) {
      try { body = JSON.parse(raw.toString('utf8')) } catch { /* keep raw */ }
    }
    const rec: Recorded = { method: req.method ?? 'GET', path, headers: req.headers, body, raw }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors())
      return res.end()
    }
    requests.push(rec)
    const custom = handlers.find((h) => h.match(rec))?.handler(rec)
    const reply = custom ?? defaults(rec)
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
    if (reply.destroy) return req.socket.destroy()
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...cors() })
    res.end(JSON.stringify(reply.json ?? {}))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function servePage(url: URL, res: ServerResponse) {
    const form = url.pathname.slice('/page/'.length)
    const clinic = url.searchParams.get('clinic')
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'",
    })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${form}</title></head>
<body><main><h1>Fixture: ${form}</h1><div id="w" data-petlead-form="${form}"${clinic ? ` data-clinic-id="${clinic}"` : ''}></div></main>
<script src="/dist/petlead.umd.js" data-api-base="/api"></script></body></html>`)
  }

  return {
    origin,
    requests,
    /** Answer matching requests with `handler` (first match wins; return undefined to fall through). */
    on(method: string, path: string | RegExp, handler: Handler) {
      handlers.unshift({ match: (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)), handler })
    },
    clearHandlers() { handlers.length = 0 },
    /** Forget requests, handlers and ids between tests. */
    reset() { requests.length = 0; handlers.length = 0; nextId = 1 },
    writes() { return requests.filter((r) => r.method !== 'GET') },
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

function cors() {
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET,POST,PATCH,OPTIONS' }
}

export type ApiDouble = Awaited<ReturnType<typeof startApiDouble>>
