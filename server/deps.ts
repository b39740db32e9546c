import type { SmsSender } from './sms/smsSender'
import type { Provider } from './assessment/provider'
import type { ClinicDirectory } from './clinicDirectory'
import type { Clock } from './clock'
import type { Db } from './db/db'
import type { PhotoStore } from './uploads/photoStore'
import type { Resolver } from './webhooks/resolver'
import type { ServerConfig } from './serverConfig'
import type { Logger } from './observability/createLogger'
import type { Metrics } from './observability/createMetrics'
import type { Heartbeats } from './observability/heartbeats'
import type { FunnelSink } from './funnel/funnelSink'

export type { ServerConfig }

/** Everything the app needs from outside, injected so tests run on a fresh db with a fake clock. */
export interface Deps {
  db: Db
  clock: Clock
  provider: Provider
  config: ServerConfig
  clinics: ClinicDirectory
  /** Photo bytes, shared by every process (the database by default, so any process serves any photo). */
  photos: PhotoStore
  /** Nudges the job and mail workers after a commit, so a demo e-mail arrives in seconds. */
  wake(): void
  /**
   * The structured logger (pino): one JSON line per event, with `reqId` and `leadId` where they
   * apply and `err` (message, stack) for failures; never a body, a header's secret or personal data.
   */
  log: Logger
  /** This app's Prometheus metrics (observability/createMetrics.ts), e.g. `deps.metrics.leadsStored.inc({ kind })`. */
  metrics: Metrics
  /** The background loops' heartbeats, read by /readyz; absent where no loops run (tests of the app alone). */
  heartbeats?: Heartbeats
  /** How webhook URLs are resolved (node:dns by default); tests inject DNS answers. */
  resolveHost?: Resolver
  /**
   * Sums funnel beacons in memory, flushed every second by the server's loop and on stop
   * (funnel/funnelSink.ts); absent (the test app), each beacon is written at once.
   */
  funnel?: FunnelSink
  /** Where text messages go (Twilio, the demo's sink, a test double); absent: none are queued. */
  sms?: SmsSender
}
