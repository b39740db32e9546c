import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { altchaChallenge, BACKGROUND_COUNTER } from './altcha'
import { closeNow } from '../../../server/testing/closeNow'

/** One request the double received. */
export interface Recorded {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** Parsed JSON, or for multipart the raw body as latin1 text. */
  body: unknown
  raw: Buffer
}

type Reply = {
  status?: number
  json?: unknown
  delayMs?: number
  destroy?: boolean
  /**
   * With `idempotency` on: store the default answer (as if the server had committed the record)
   * and remember it under the request's Idempotency-Key, then still apply this reply's status,
   * delay or destroy. Models "the server stored it but the answer was lost".
   */
  commit?: boolean
}
type Handler = (req: Recorded) => Reply | undefined | Promise<Reply | undefined>

/** A page the double serves at an exact path (security suites build their own host pages). */
export interface FixturePage {
  html: string
  headers?: Record<string, string>
}

/** Options of the double; every one is off by default so existing suites are unchanged. */
export interface ApiDoubleOptions {
  /**
   * Honour Idempotency-Key like the reference server: a repeat of a remembered success gets the
   * same answer (header `Idempotent-Replayed: true`) and stores nothing, the same key with another
   * request gets 422. Only successes are remembered.
   */
  idempotency?: boolean
}

/** Calls that create a record on the reference server (what `stored()` counts). */
export const CREATE_PATHS = [
  '/pet',
  '/pet/dentipet_pet',
  '/pet/check_dental_ai',
  '/form_low_cost',
  '/contact',
  '/pet_app/dental_check_amcp',
]

/** The strict policy of the /strict/<form> fixture: see test/e2e/security-csp.e2e.ts. */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types petlead dompurify',
].join('; ')

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
export async function startApiDouble(doubleOptions: ApiDoubleOptions = {}) {
  const requests: Recorded[] = []
  const handlers: Array<{ match: (r: Recorded) => boolean; handler: Handler }> = []
  let nextId = 1
  /** Paths under /dist/ the browser fetched, in order. */
  const distHits: string[] = []
  /** Replacement bodies for dist files (to serve a tampered copy). */
  const distOverrides = new Map<string, Buffer>()
  const pages = new Map<string, FixturePage>()
  /** Remembered successes by Idempotency-Key: request fingerprint and the answer. */
  const remembered = new Map<string, { fingerprint: string; reply: Reply }>()
  /** Records the double "stored": successful, non-replayed create calls. */
  const stored: Recorded[] = []

  const defaults = async (r: Recorded): Promise<Reply> => {
    if (r.method === 'GET' && defaultLists[r.path]) return { json: { success: true, content: defaultLists[r.path] } }
    // Every widget that creates something fetches and solves a challenge from mount (the forms
    // without a captcha send it invisibly), so the default is a real one, quick to solve.
    if (r.path === '/captcha/challenge') return { json: await altchaChallenge('SHA-256', BACKGROUND_COUNTER) }
    if (r.path === '/file') return { json: { success: true, content: [`https://files.example/${nextId++}.jpg`] } }
    if (r.method === 'POST' && (r.path === '/pet' || r.path === '/pet/dentipet_pet'))
      return { json: { success: true, content: { _id: `id${nextId++}` } } }
    return { json: { success: true, content: 'ok' } }
  }

  /** Requests received and not yet answered (or dropped): a suite waits for none between fault windows. */
  let inFlight = 0
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight++
    handle(req, res).finally(() => {
      inFlight--
    })
  })
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const url = new URL(req.url ?? '/', 'http://x')
    const fixture = pages.get(url.pathname)
    if (fixture) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...fixture.headers })
      return res.end(fixture.html)
    }
    if (url.pathname.startsWith('/page/')) return servePage(url, res)
    if (url.pathname.startsWith('/strict/')) return servePage(url, res, STRICT_CSP, '/strict/')
    // The single file alone: its folder /lone-dist/ holds nothing else, as a webmaster's copy would.
    if (url.pathname.startsWith('/lone/')) return servePage(url, res, STRICT_CSP, '/lone/', loneScript())
    if (url.pathname.startsWith('/lone-dist/')) {
      distHits.push(url.pathname)
      if (url.pathname !== '/lone-dist/petlead.umd.js') return notFound(res)
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' })
      return res.end(readFileSync(resolve(root, 'dist/petlead.umd.js')))
    }
    if (url.pathname.startsWith('/dist/')) {
      distHits.push(url.pathname)
      const file = resolve(root, '.' + url.pathname)
      const body = distOverrides.get(url.pathname) ?? (existsSync(file) ? readFileSync(file) : undefined)
      if (!body) return notFound(res)
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' })
      return res.end(body)
    }
    if (url.pathname.startsWith('/dist-tampered/')) {
      // The real bundle with one byte changed (a space after the first character), for SRI tests.
      const real = readFileSync(resolve(root, 'dist', url.pathname.slice('/dist-tampered/'.length)))
      const bad = Buffer.concat([real.subarray(0, 1), Buffer.from(' '), real.subarray(2)])
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' })
      return res.end(bad)
    }
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks)
    const path = url.pathname.replace(/^\/api/, '')
    let body: unknown = raw.toString('latin1')
    if ((req.headers['content-type'] ?? '').includes('json')) {
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        /* keep raw */
      }
    }
    const rec: Recorded = { method: req.method ?? 'GET', path, headers: req.headers, body, raw }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors())
      return res.end()
    }
    requests.push(rec)
    const key = doubleOptions.idempotency && rec.method !== 'GET' ? header(rec.headers['idempotency-key']) : undefined
    const fingerprint = `${rec.method} ${rec.path}\n${(rec.headers['content-type'] ?? '').startsWith('multipart/') ? rec.raw.length : rec.raw.toString('latin1')}`
    const seen = key ? remembered.get(key) : undefined
    if (seen) {
      const replay = seen.fingerprint === fingerprint
      res.writeHead(replay ? (seen.reply.status ?? 200) : 422, {
        'Content-Type': 'application/json',
        'Idempotent-Replayed': String(replay),
        ...cors(),
      })
      return res.end(
        JSON.stringify(
          replay ? (seen.reply.json ?? {}) : { success: false, content: { _: 'This Idempotency-Key was used with a different request' } },
        ),
      )
    }
    const custom = await handlers.find((h) => h.match(rec))?.handler(rec)
    const reply = custom && !custom.commit ? custom : await defaults(rec)
    const ok = (reply.status ?? 200) < 300 && !reply.destroy
    if (ok && rec.method === 'POST' && CREATE_PATHS.includes(rec.path)) stored.push(rec)
    if (ok && key) remembered.set(key, { fingerprint, reply })
    const answer = custom?.commit ? { ...reply, ...custom, json: custom.json ?? reply.json } : reply
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs))
    if (answer.destroy) return req.socket.destroy()
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...cors() })
    return res.end(JSON.stringify(answer.json ?? {}))
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /**
   * The fixture page of one widget. Query parameters other than `clinic` become data attributes
   * of the mount element (`?timeout-ms=500` → `data-timeout-ms="500"`).
   */
  function servePage(
    url: URL,
    res: ServerResponse,
    csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'",
    prefix = '/page/',
    script = '<script src="/dist/petlead.umd.js" data-api-base="/api"></script>',
  ) {
    const form = url.pathname.slice(prefix.length)
    const clinic = url.searchParams.get('clinic')
    const extra = [...url.searchParams]
      .filter(([k]) => k !== 'clinic' && /^[a-z][a-z0-9-]*$/.test(k))
      .map(([k, v]) => ` data-${k}="${v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
      .join('')
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
    })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${form}</title></head>
<body><main><h1>Fixture: ${form}</h1><div id="w" data-petlead-form="${form}"${clinic ? ` data-clinic-id="${clinic}"` : ''}${extra}></div></main>
${script}</body></html>`)
  }

  return {
    origin,
    requests,
    distHits,
    /** Serve `body` instead of the real dist file at `path` (e.g. '/dist/petlead-purify.js'). */
    overrideDist(path: string, body: Buffer | null) {
      if (body) distOverrides.set(path, body)
      else distOverrides.delete(path)
    },
    /** Answer matching requests with `handler` (first match wins; return undefined to fall through). */
    on(method: string, path: string | RegExp, handler: Handler) {
      handlers.unshift({ match: (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)), handler })
    },
    clearHandlers() {
      handlers.length = 0
    },
    /** How many requests are being read or answered right now. */
    inFlight() {
      return inFlight
    },
    /** Forget requests, handlers and ids between tests. */
    reset() {
      requests.length = 0
      handlers.length = 0
      nextId = 1
      remembered.clear()
      stored.length = 0
    },
    /** Serve `html` (with `headers`, e.g. a CSP) at the exact path `path`. */
    page(path: string, html: string, headers: Record<string, string> = {}) {
      pages.set(path, { html, headers })
    },
    /** Create calls that stored a record (successful and not an idempotent replay). */
    stored() {
      return [...stored]
    },
    /** The form's calls that send something: every non-GET but the funnel's beacons (in `requests`, see funnel-widget.e2e.ts). */
    writes() {
      return requests.filter((r) => r.method !== 'GET' && r.path !== '/funnel')
    },
    close: () => closeNow(server),
  }
}

/** The /lone/<form> pages' script: the single file from a folder of its own, with its integrity. */
function loneScript(): string {
  const integrity = (JSON.parse(readFileSync(resolve(root, 'dist/integrity.json'), 'utf8')) as Record<string, string>)['petlead.umd.js']
  return `<script src="/lone-dist/petlead.umd.js" integrity="${integrity}" crossorigin="anonymous" data-api-base="/api"></script>`
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' })
  res.end('not found')
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v
}

function cors() {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'GET,POST,PATCH,OPTIONS',
  }
}

export type ApiDouble = Awaited<ReturnType<typeof startApiDouble>>
