import type { Hono } from 'hono'
import { offlineProvider } from '../assessment/offlineEngine'
import { budgetedProvider } from '../assessment/modelBudget'
import type { Provider } from '../assessment/provider'
import { clinicDirectory } from '../clinicDirectory'
import type { Clock } from '../clock'
import { createApp, type HostPages } from '../createApp'
import type { Db } from '../db/db'
import type { Deps, ServerConfig } from '../deps'
import type { SmsSender } from '../sms/smsSender'
import { dbPhotoStore } from '../uploads/dbPhotoStore'
import { createLogger } from '../observability/createLogger'
import { createMetrics } from '../observability/createMetrics'
import type { Heartbeats } from '../observability/heartbeats'
import { jsonOrUndefined } from './jsonOrUndefined'
import { paysProof, solveCaptcha } from './solvedCaptcha'
import { testClock } from './testClock'

export const TEST_ORIGIN = 'http://demo.test'

/**
 * The app over a test database, with a fake clock, the offline provider and small captchas. Its log
 * lines (JSON, at debug level) are kept in `logs`, or handed to `over.log`; `logged()` parses them.
 */
export function makeTestApp(
  db: Db,
  dataDir: string,
  over: {
    clock?: Clock
    provider?: Provider
    config?: Partial<ServerConfig>
    log?: (l: string) => void
    sms?: SmsSender
    hostPages?: HostPages
    heartbeats?: Heartbeats
  } = {},
) {
  const clock = over.clock ?? testClock()
  const config: ServerConfig = {
    apiBase: '/api',
    publicUrl: TEST_ORIGIN,
    corsOrigins: ['*'],
    dataDir,
    distDir: dataDir,
    secret: 'test-secret',
    altchaHmacKey: 'test-hmac',
    captchaMaxNumber: 2_000,
    clinicFallbackEmail: 'leads@petlead.local',
    mailFrom: 'PetLead <no-reply@petlead.local>',
    trustProxy: 1,
    aiTimeoutMs: 2_000,
    recoverFloorMs: 0,
    mode: 'demo',
    outboxPublic: false,
    leadGraceMs: 10 * 60_000,
    writeLimitPerIp: 1_000_000,
    ownerMailDailyLimit: 20,
    // Like the write limit: tests that send many mails or hold many slots from one address set these themselves.
    ownerMailHourlyLimit: 1_000_000,
    ownerMailCallerHourlyLimit: 1_000_000,
    holdCallerLimit: 1_000_000,
    holdClinicLimit: 1_000_000,
    funnelCallerLimit: 1_000_000,
    funnelClinicLimit: 1_000_000,
    retentionDays: null,
    ...over.config,
  }
  const wakes = { count: 0 }
  const logs: string[] = []
  const log = createLogger({ level: 'debug', sink: over.log ?? ((l) => logs.push(l)) })
  const metrics = createMetrics(db, clock)
  const deps: Deps = {
    db,
    clock,
    config,
    provider: budgetedProvider(over.provider ?? offlineProvider, { db, clock, config, log, metrics }),
    photos: dbPhotoStore(db, clock),
    clinics: clinicDirectory(db, config.clinicFallbackEmail),
    wake: () => {
      wakes.count++
    },
    log,
    metrics,
    heartbeats: over.heartbeats,
    sms: over.sms,
  }
  const app = createApp(deps, over.hostPages)
  const logged = () => logs.map((l) => JSON.parse(l) as Record<string, unknown> & { msg: string; level: number })
  return { app, deps, clock, wakes, logs, logged, ...requests(app) }
}

/**
 * Small request helpers returning status, headers and parsed JSON. A call that pays a proof (a
 * create: `paysProof`) gets a freshly solved one in X-Captcha, as every widget sends, unless the
 * test sets the header itself (`'x-captcha': ''` to send none).
 */
export function requests(app: Hono) {
  const captcha = () => solveCaptcha(async () => (await app.request('/api/captcha/challenge')).json())
  async function call(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; remote?: string } = {},
  ) {
    const given = Object.keys(init.headers ?? {}).some((h) => h.toLowerCase() === 'x-captcha')
    const headers: Record<string, string> = {
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(!given && paysProof(method, path) ? { 'x-captcha': await captcha() } : {}),
      ...init.headers,
    }
    // The socket @hono/node-server would hand over: loopback unless a test says otherwise.
    const env = { incoming: { socket: { remoteAddress: init.remote ?? '127.0.0.1', remoteFamily: 'IPv4' } } }
    const res = await app.request(path, { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body }, env)
    const text = await res.text()
    return { status: res.status, headers: res.headers, json: jsonOrUndefined(text), text }
  }
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, { headers }),
    post: (path: string, json: unknown, headers?: Record<string, string>) => call('POST', path, { json, headers }),
    patch: (path: string, json: unknown, headers?: Record<string, string>) => call('PATCH', path, { json, headers }),
    /** Fetches a challenge and solves it as a browser would; returns the X-Captcha header value. */
    captcha,
  }
}

/** A multipart body with one file part. */
export function formWith(
  field: string,
  bytes: Uint8Array,
  filename = 'foto.jpg',
  type = 'image/jpeg',
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(extra)) form.append(k, v)
  form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename)
  return form
}

/** Rows in the tables a rejected request must not touch. */
export async function storedRows(db: Db): Promise<number> {
  const [r] = await db.query<{ n: string }>(
    'SELECT (SELECT count(*) FROM submissions) + (SELECT count(*) FROM uploads) + (SELECT count(*) FROM jobs) AS n',
  )
  return Number(r!.n)
}
