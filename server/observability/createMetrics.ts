import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import { queueStats } from '../db/queueStats'

/**
 * The server's Prometheus metrics, one registry per app (never prom-client's global one, so tests
 * that build many apps in one process do not collide). Named by prom-client's conventions: `_total`
 * for counters, `_seconds` for durations, and few labels, each with a handful of values: a label
 * per lead or per URL would make a series per lead. Add a metric here and call it through
 * `deps.metrics`, e.g. `deps.metrics.leadsStored.inc({ kind })`.
 */
export interface Metrics {
  registry: Registry
  /** Leads and contact messages committed, by form kind (`pet`, `dental_check`, `contact`, ...). */
  leadsStored: Counter<'kind'>
  /** From a lead stored to the owner's first acknowledgement sent, by channel (`email`, `sms`). */
  acknowledgementLatency: Histogram<'channel'>
  /** Mails the SMTP server refused or could not take (each failed attempt). */
  mailFailures: Counter<'kind'>
  /** Text messages the provider refused or that failed (each failed attempt). */
  smsFailures: Counter
  /** Web Push deliveries that failed (each failed attempt). */
  pushFailures: Counter
  /** Model calls refused because the hour's model budget was spent (MODEL_HOURLY_LIMIT): answered without the model. */
  modelCallsRefused: Counter
  /**
   * Requests refused by a rule that guards identity or spending, by rule: a fixed handful of names
   * (`push_endpoint_taken`, `password_policy`, `recovery_caller_misses`, `recovery_captcha`,
   * `owner_mail_recipient`, `owner_mail_caller`, `hold_caller`, `hold_clinic`, `proof`), never
   * a user, address or URL.
   */
  refusals: Counter<'rule'>
  /** Owner saves that made a change request (place, radius, emergency flag) waiting for the network's approval. */
  clinicChangesHeld: Counter
  /** Funnel events added to the counters, by kind (`view`, `start`, `step`, ... : the eight of FUNNEL_KINDS). */
  funnelEvents: Counter<'kind'>
  /**
   * Funnel beacons refused, nothing of them counted, by reason: `invalid` (not a batch: 400, 413, 415),
   * `clinic` (unknown or inactive clinic), `website` (not one of the clinic's allowed websites),
   * `limit` (over its caller's or clinic's budget).
   */
  funnelBeaconsRefused: Counter<'reason'>
  /** HTTP answers by method, route pattern (never the raw URL) and status class (`2xx`...). */
  httpDuration: Histogram<'method' | 'route' | 'status'>
}

/**
 * Builds the registry and its metrics. The queue gauges (`petlead_queue_depth`,
 * `petlead_queue_oldest_due_seconds`) are read from the database on each scrape, so they are never
 * stale and cost nothing between scrapes.
 */
export function createMetrics(db: Queryable, clock: Clock): Metrics {
  const registry = new Registry()
  const registers = [registry]
  // Each gauge reads on its own: two small counts per scrape, and neither depends on the other's order.
  const stats = () => queueStats(db, clock.now())
  new Gauge({
    name: 'petlead_queue_depth',
    help: 'Rows waiting in each work queue (status queued).',
    labelNames: ['queue'],
    registers,
    async collect() {
      for (const s of await stats()) this.set({ queue: s.queue }, s.depth)
    },
  })
  new Gauge({
    name: 'petlead_queue_oldest_due_seconds',
    help: 'How long the oldest due row of each work queue has been waiting since it came due.',
    labelNames: ['queue'],
    registers,
    async collect() {
      for (const s of await stats()) this.set({ queue: s.queue }, s.oldestDueSeconds)
    },
  })
  return {
    registry,
    leadsStored: new Counter({
      name: 'petlead_leads_stored_total',
      help: 'Submissions stored (committed), by form kind.',
      labelNames: ['kind'],
      registers,
    }),
    acknowledgementLatency: new Histogram({
      name: 'petlead_acknowledgement_latency_seconds',
      help: "Time from a lead stored to the owner's first acknowledgement sent.",
      labelNames: ['channel'],
      // The promise is minutes: the buckets resolve seconds to an hour.
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
      registers,
    }),
    mailFailures: new Counter({
      name: 'petlead_mail_failures_total',
      help: 'Mail send attempts that failed, by kind (refused: 5xx, given up; temporary; connection).',
      labelNames: ['kind'],
      registers,
    }),
    smsFailures: new Counter({ name: 'petlead_sms_failures_total', help: 'Text message send attempts that failed.', registers }),
    pushFailures: new Counter({ name: 'petlead_push_failures_total', help: 'Web Push delivery attempts that failed.', registers }),
    modelCallsRefused: new Counter({
      name: 'petlead_model_calls_refused_total',
      help: "Model calls refused because the hour's model budget (MODEL_HOURLY_LIMIT) was spent; the offline engine answered instead.",
      registers,
    }),
    refusals: new Counter({
      name: 'petlead_refusals_total',
      help: 'Requests refused by an identity or spending rule, by rule.',
      labelNames: ['rule'],
      registers,
    }),
    clinicChangesHeld: new Counter({
      name: 'petlead_clinic_changes_held_total',
      help: "Owner saves of a clinic's place, radius or emergency flag held for the network's approval instead of applied.",
      registers,
    }),
    funnelEvents: new Counter({
      name: 'petlead_funnel_events_total',
      help: "Funnel events added to the day's counters, by kind.",
      labelNames: ['kind'],
      registers,
    }),
    funnelBeaconsRefused: new Counter({
      name: 'petlead_funnel_beacons_refused_total',
      help: 'Funnel beacons refused (nothing counted), by reason: invalid, clinic, website, limit.',
      labelNames: ['reason'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'petlead_http_request_duration_seconds',
      help: 'HTTP request duration, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  }
}
