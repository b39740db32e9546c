import type { Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { offlineProvider } from './assessment/offlineEngine'
import { triageEngine } from './assessment/triageEngine'
import { openAiProvider } from './assessment/openAiProvider'
import type { Provider } from './assessment/provider'
import { budgetedProvider } from './assessment/modelBudget'
import { clinicDirectory } from './clinicDirectory'
import { readFileSync } from 'node:fs'
import { DEMO_CLINICS_FILE, seedDemoClinics } from './clinics/seedDemoClinics'
import { seedDemoAccounts } from './workspace/seedDemoAccounts'
import { systemClock, type Clock } from './clock'
import { createApp, type HostPages } from './createApp'
import { migrate } from './db/migrate'
import { migrations } from './db/migrations'
import { openDb } from './db/openDb'
import { releaseQueuedLeases } from './db/releaseQueuedLeases'
import type { Deps } from './deps'
import { runDueClaimChecks } from './jobs/runDueClaimChecks'
import { runDueJobs } from './jobs/runDueJobs'
import { runDueDeliveries } from './jobs/runDueDeliveries'
import { sendDuePush } from './jobs/sendDuePush'
import { startLoop } from './jobs/startLoop'
import type { ProcessConfig } from './loadConfig'
import { sendDueMail } from './jobs/sendDueMail'
import { sendDueSms } from './jobs/sendDueSms'
import { pollDueCalendars } from './jobs/pollDueCalendars'
import { sinkSmsSender } from './sms/sinkSmsSender'
import { twilioSmsSender } from './sms/twilioSmsSender'
import { cleanUp } from './maintenance/cleanUp'
import { removeDemoUser } from './recovery/removeDemoUser'
import { DemoDataInProduction, demoDataLeft } from './db/demoData'
import { smtpTransport } from './mail/smtpTransport'
import { startSmtpSink } from './mail/startSmtpSink'
import { queuesOf, WORK_CHANNEL, type WorkQueue } from './db/workChannel'
import { dbPhotoStore } from './uploads/dbPhotoStore'
import { createLogger } from './observability/createLogger'
import { createMetrics } from './observability/createMetrics'
import { heartbeats } from './observability/heartbeats'
import { funnelSink } from './funnel/funnelSink'
import { gracefulClose } from './http/gracefulClose'

/** How long a stop lets the requests in flight finish before it cuts them (well inside a container's 30 s to SIGKILL). */
const STOP_GRACE_MS = 10_000

/** A running server: its address and how to stop it cleanly. */
export interface RunningServer {
  url: string
  smtpUrl: string
  deps: Deps
  stop(): Promise<void>
}

/**
 * Brings the whole product up in this process: database and migrations, the built-in SMTP server
 * (unless SMTP_URL is set), the assessment and mail workers, and the HTTP server. Logs are JSON
 * lines (observability/createLogger.ts) on stdout, or handed one by one to `opts.log`.
 */
export async function startServer(
  config: ProcessConfig,
  opts: { clock?: Clock; provider?: Provider; log?: (line: string) => void; idleMs?: number; hostPages?: HostPages } = {},
): Promise<RunningServer> {
  const clock = opts.clock ?? systemClock
  const log = createLogger({ level: config.logLevel, sink: opts.log })
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  // Production: no demo account, ever (its password is public); one left by an older demo build is removed.
  const production = config.mode === 'production'
  await migrate(db, production ? migrations.filter((m) => !m.demoOnly) : migrations, triageEngine)
  if (production && (await removeDemoUser(db))) log.warn('removed the demo account (its password is public)')
  if (production) {
    // Demo accounts (public password) and demo partners (seeded addresses) never serve production.
    const left = await demoDataLeft(db)
    if (left.accounts.length > 0 || left.clinics.length > 0) {
      await db.close()
      throw new DemoDataInProduction(left)
    }
  }
  if (db.kind === 'pglite') {
    // Embedded means one process: leases held by a killed predecessor can be released at once.
    // (Never on PostgreSQL, where another live process may hold them; their leases just run out.)
    await releaseQueuedLeases(db)
  }
  // The demo's partners, so routing works on a fresh checkout; production starts with none.
  if (config.seedDemo) {
    await seedDemoClinics(db, clock.now())
    // The workspace's demo accounts (README), demo mode only like the partners.
    const ids = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
    await seedDemoAccounts(db, ids, clock.now())
  }
  const sink = config.smtpUrl ? null : await startSmtpSink({ db, clock })
  const smtpUrl = config.smtpUrl ?? sink!.url
  const transport = smtpTransport(smtpUrl, config.mailLeaseMs)
  const metrics = createMetrics(db, clock)
  const provider = budgetedProvider(
    opts.provider ??
      (config.aiBaseUrl ? openAiProvider({ baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, model: config.aiModel }) : offlineProvider),
    { db, clock, config, log, metrics },
  )
  const clinics = clinicDirectory(db, config.clinicFallbackEmail)
  const idleMs = opts.idleMs ?? 2_000
  // A loop's step that throws is logged with its message and stack; the loop carries on (startLoop.ts).
  const onError = (loop: string) => (err: unknown) => log.error({ err, loop }, 'worker step failed')
  const beats = heartbeats(clock)
  const loop = (name: string, step: () => Promise<unknown>, ms = idleMs) => startLoop(beats.track(name, ms, step), ms, onError(name))
  // Texts: Twilio when configured; the demo's in-process sink (shown at /outbox) otherwise; none in production without Twilio.
  // A provider call gives up well inside its text's lease, so no other process claims a send still in flight.
  const sms = config.twilio
    ? twilioSmsSender({ ...config.twilio, timeoutMs: Math.min(10_000, Math.floor(config.smsLeaseMs / 3)) })
    : config.mode === 'production'
      ? undefined
      : sinkSmsSender(db, clock)
  const deps: Deps = {
    db,
    clock,
    provider,
    config,
    clinics,
    log,
    metrics,
    heartbeats: beats,
    sms,
    photos: dbPhotoStore(db, clock),
    funnel: funnelSink(db),
    wake: () => {
      jobs.wake()
      mail.wake()
      hooks.wake()
      claims.wake()
      push.wake()
      texts?.wake()
      calendars.wake()
    },
  }
  const mail = loop('mail', () =>
    sendDueMail({ db, clock, transport, from: config.mailFrom, leaseMs: config.mailLeaseMs, log, metrics: deps.metrics }),
  )
  const jobs = loop('jobs', async () => {
    if ((await runDueJobs(deps, 10, config.jobLeaseMs)) > 0) mail.wake()
  })
  // Webhook deliveries: their own loop, so a slow receiver never delays an assessment.
  const hooks = loop('webhooks', () => runDueDeliveries(deps))
  // Staff alerts by Web Push: their own loop too, so a slow push service delays nothing else.
  const push = loop('push', () => sendDuePush(deps))
  // Text messages: their own loop, so a slow provider never delays an e-mail.
  const texts = sms ? loop('sms', () => sendDueSms({ db, clock, sms, leaseMs: config.smsLeaseMs, log, metrics: deps.metrics })) : undefined

  // Orphan photos and (RETENTION_DAYS) old leads and mail: hourly is plenty for a day-scale rule.
  // Unclaimed leads' second alerts and re-routing, each a due row (jobs/runDueClaimChecks.ts).
  const claims = loop('claims', async () => {
    if ((await runDueClaimChecks(deps)) > 0) {
      mail.wake()
      hooks.wake()
    }
  })
  // Clinics' own calendars, each a due row read every ICS_POLL_MINUTES: their own loop, so a slow
  // calendar server delays nothing else.
  const calendars = loop('calendars', () => pollDueCalendars(deps))
  const cleaner = loop('cleanup', () => cleanUp(deps), 3600_000)
  // The funnel's beacons, summed in memory, written every second (funnel/funnelSink.ts).
  const funnel = loop('funnel', () => deps.funnel!.flush(), 1000)
  // A commit anywhere that queues work NOTIFYs, naming its queues: only those loops of this process
  // start at once; the others sleep on to their next idle poll.
  const loops: Record<WorkQueue, { wake(): void } | undefined> = { jobs, mail, webhooks: hooks, push, sms: texts, claims }
  const unlisten = await db.listen(WORK_CHANNEL, (payload) => {
    const queues = queuesOf(payload)
    if (queues === 'all') deps.wake()
    else for (const q of queues) loops[q]?.wake()
  })

  // Everything started above, stopped in reverse: on stop(), and when the port cannot be had, so a
  // failed start leaves no loop polling and no database connection open behind the error.
  const stopWorkers = async () => {
    await unlisten()
    // The requests are done (the HTTP server closed first): what the funnel summed is written before the database closes.
    await funnel.stop()
    await deps.funnel!.flush().catch((err: unknown) => log.error({ err }, 'funnel counters not written at stop'))
    await jobs.stop()
    await mail.stop()
    await hooks.stop()
    await claims.stop()
    await push.stop()
    await texts?.stop()
    await calendars.stop()
    await cleaner.stop()
    transport.close()
    await sink?.close()
    await db.close()
  }

  const app = createApp(deps, opts.hostPages)
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host })
  const closer = gracefulClose(server as HttpServer)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => resolve())
      server.once('error', reject)
    })
  } catch (err) {
    await stopWorkers()
    throw err
  }
  // Behind a load balancer: keep idle connections open longer than its idle time-out (60 s for
  // nginx keepalive and cloud balancers), so it never reuses a socket this server is closing.
  ;(server as HttpServer).keepAliveTimeout = 65_000
  const port = (server.address() as AddressInfo).port
  const url = `http://${config.host}:${port}`
  return {
    url,
    smtpUrl,
    deps,
    async stop() {
      // A request still running after the grace is cut: a stop (a deploy's SIGTERM) never hangs on one client.
      const { cut } = await closer.close(STOP_GRACE_MS)
      if (cut) log.warn({ cut }, 'requests still running at stop were cut')
      await stopWorkers()
    },
  }
}
