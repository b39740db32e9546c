import type { Queryable } from './db'
import { RATE_LIMIT_EXCEEDED } from './rateLimitsRepo'
import { clinicIdsSql } from './clinicIdsSql'
import { clinicsSql } from './clinicsSql'
import { leadClinicSql } from './leadClinicSql'
import { clusterSql } from './clusterSql'
import { workspaceSql } from './workspaceSql'
import { webhooksSql } from './webhooksSql'
import { ownerLanguageSql } from './ownerLanguageSql'
import { referenceRepo } from './referenceRepo'
import { listLabelsEs, prevInfoEs } from '../text/listLabelsEs'
import { schemaSql } from './schemaSql'
import { allergies, catBreeds, conditions, dogBreeds, medicines, prevInfo } from '../reference/seedData'
import { DEMO_USER, demoPasswordHash } from './demoUser'
import { markSeededDemoData } from './demoData'
import { exportLogSql } from './exportLogRepo'
import { clinicChangesSql } from './clinicChangesRepo'
import { bookingSql } from './bookingSql'
import { leadClaimsSql } from './leadClaimsSql'
import { backfillTriage, type TriageEngine } from './backfillTriage'
import { staffAlertsSql } from './staffAlertsSql'
import { speedToLeadSql } from './speedToLeadSql'
import { clinicCalendarsSql } from './clinicCalendarsSql'
import { leadMovesSql } from './leadMovesSql'
import { funnelSql } from './funnelSql'

/** One step of the schema's history. Applied once, in order, inside a transaction. */
export interface Migration {
  id: string
  /** Demo data only: skipped (and not recorded) when the server runs in production mode. */
  demoOnly?: boolean
  /** `engine`: the triage engine, which one step needs for leads stored before it (db/backfillTriage.ts). */
  up(tx: Queryable, engine?: TriageEngine): Promise<void>
}

async function seedList(tx: Queryable, list: string, names: readonly string[]): Promise<void> {
  for (const [i, name] of names.entries()) {
    await tx.query('INSERT INTO reference_items (list, position, name) VALUES ($1, $2, $3)', [list, i, name])
  }
}

async function runScript(tx: Queryable, sql: string): Promise<void> {
  // Split on statement ends: node-postgres refuses several statements in one parameterised query,
  // and a transaction only sees what `tx` runs.
  for (const stmt of sql
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean))
    await tx.query(stmt)
}

/**
 * Adds values to a `CHECK (column IN (...))` constraint, keeping every value it allows now (read
 * from the catalogue), so migrations that each widen the same list compose in any order.
 */
async function widenCheck(tx: Queryable, table: string, constraint: string, column: string, add: readonly string[]): Promise<void> {
  const [row] = await tx.query<{ def: string }>(
    'SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass',
    [constraint, table],
  )
  const have = row ? [...row.def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")) : []
  const values = [...new Set([...have, ...add])].map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')
  await tx.query(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${constraint}`)
  await tx.query(`ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (${column} IN (${values}))`)
}

/** The whole migration set, shared by PGlite and PostgreSQL. Never edit an applied one: add a new one. */
export const migrations: readonly Migration[] = [
  { id: '001_schema', up: (tx) => runScript(tx, schemaSql) },
  {
    id: '002_reference_data',
    async up(tx) {
      await seedList(tx, 'dog_breed', dogBreeds)
      await seedList(tx, 'cat_breed', catBreeds)
      await seedList(tx, 'medicine', medicines)
      await seedList(tx, 'condition', conditions)
      await seedList(tx, 'allergie', allergies)
      for (const [i, item] of prevInfo.entries()) {
        await tx.query('INSERT INTO reference_items (list, position, name, title, description) VALUES ($1, $2, $3, $4, $5)', [
          'prev_info',
          i,
          item.title,
          item.title,
          item.description,
        ])
      }
    },
  },
  {
    id: '003_demo_user',
    // The demo account's password is public (README): never in a production database.
    demoOnly: true,
    async up(tx) {
      const now = new Date()
      await tx.query('INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [
        crypto.randomUUID(),
        DEMO_USER.email,
        await demoPasswordHash(),
        now,
      ])
    },
  },
  {
    // Statuses a typo can no longer invent: `dead` is where a job (or mail) that keeps
    // failing ends, with its reason in last_error.
    id: '004_status_checks',
    up: (tx) =>
      runScript(
        tx,
        `
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'done', 'dead'));
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('queued', 'sent', 'dead'));
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_state_check CHECK (state IN ('in_flight', 'done'))
`,
      ),
  },
  {
    // The clean-up (orphan photos after a day, RETENTION_DAYS) finds its rows by age.
    id: '004_cleanup_indexes',
    up: (tx) =>
      runScript(
        tx,
        `
CREATE INDEX submissions_created ON submissions (created_at);
CREATE INDEX uploads_orphans ON uploads (created_at) WHERE submission_id IS NULL;
CREATE INDEX received_mail_received ON received_mail (received_at)
`,
      ),
  },
  {
    // The clinic's lead notification is written with the submission (a fallback due after the
    // grace period, so a crash never loses it), and the job rewrites that row with the result: `lead_of` finds it.
    id: '004_lead_mail',
    up: (tx) =>
      runScript(
        tx,
        `
ALTER TABLE outbox ADD COLUMN lead_of uuid;
CREATE UNIQUE INDEX outbox_lead_of ON outbox (lead_of) WHERE lead_of IS NOT NULL
`,
      ),
  },
  // Several processes on one PostgreSQL: shared rate limits, photos, lease tokens.
  { id: '005_cluster', up: (tx) => runScript(tx, clusterSql) },
  // Partners of the network and how each lead was routed. The demo's partners are
  // seeded by seedDemoClinics at start-up, not here, so a production database starts empty.
  { id: '006_clinics', up: (tx) => runScript(tx, clinicsSql) },
  // The clinic workspace: roles, sessions, invitations, the lead workflow and timeline.
  { id: '007_workspace', up: (tx) => runScript(tx, workspaceSql) },
  // Signed webhooks per clinic: endpoints and their delivery queue and log.
  { id: '008_webhooks', up: (tx) => runScript(tx, webhooksSql) },
  {
    // The owner's language with each submission (later e-mails to the owner use it), and Spanish labels for the lookup lists.
    id: '009_owner_language',
    async up(tx) {
      await runScript(tx, ownerLanguageSql)
      for (const [list, labels] of Object.entries(listLabelsEs)) {
        for (const [name, label] of Object.entries(labels)) await referenceRepo.setLabelEs(tx, list, name, label)
      }
      for (const [title, es] of Object.entries(prevInfoEs)) await referenceRepo.setPrevInfoEs(tx, title, es)
    },
  },
  // The languages a clinic's widgets offer (one hides their switch); NULL offers every one.
  { id: '010_clinic_languages', up: (tx) => runScript(tx, 'ALTER TABLE clinics ADD COLUMN languages jsonb') },
  {
    // Idempotency keys belong to their caller (a workspace user, a public client): the same key
    // from someone else is another key. Rows of the old global keys are dropped, with the answers
    // holding secrets that some of them kept in plain text.
    id: '011_idempotency_scope',
    up: (tx) =>
      runScript(
        tx,
        `
DELETE FROM idempotency_keys;
ALTER TABLE idempotency_keys ADD COLUMN scope text NOT NULL;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, key)
`,
      ),
  },
  {
    // Demo data carries a mark, so a production start can refuse while any remains: the seeded
    // accounts (public password) and partners (seeded lead addresses) of earlier demo starts.
    id: '012_demo_mark',
    async up(tx) {
      await runScript(
        tx,
        `
ALTER TABLE users ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE clinics ADD COLUMN demo boolean NOT NULL DEFAULT false
`,
      )
      await markSeededDemoData(tx)
    },
  },
  {
    // A mail the SMTP server refuses for good (5xx) ends `failed` with its reason, never retried;
    // the timeline records it ('mail_failed') and any change of a lead's photo ('photo').
    id: '012_mail_failed',
    async up(tx) {
      await widenCheck(tx, 'outbox', 'outbox_status_check', 'status', ['failed'])
      await widenCheck(tx, 'lead_events', 'lead_events_type_check', 'type', ['mail_failed', 'photo'])
    },
  },
  // The triage engine's answer, computed once when a submission arrives (signs, words, rules), and
  // a model's own urgency when one is configured; `urgency` is the worse of the two.
  {
    id: '013_submission_triage',
    up: (tx) => runScript(tx, 'ALTER TABLE submissions ADD COLUMN triage jsonb;\nALTER TABLE submissions ADD COLUMN model_urgency text'),
  },
  // A lead's clinic and "a contact message is not a lead" as generated columns; one notification per lead and recipient.
  { id: '014_lead_clinic', up: (tx) => runScript(tx, leadClinicSql) },
  // Clinic ids stored canonical (lower-case): a lead named its clinic with the case its page used.
  { id: '014_clinic_ids', up: (tx) => runScript(tx, clinicIdsSql) },
  // The websites allowed to send leads in a clinic's name (empty: any website may).
  {
    id: '015_clinic_allowed_websites',
    up: (tx) => runScript(tx, "ALTER TABLE clinics ADD COLUMN allowed_websites jsonb NOT NULL DEFAULT '[]'::jsonb"),
  },
  // One record per CSV export (who, when, the days, filters and zone, how many rows), not a timeline line per lead.
  { id: '016_export_log', up: (tx) => runScript(tx, exportLogSql) },
  // Online booking: holds and visits, the seats they take (unique per clinic, 15-minute cell and seat), the private calendar feed, mail attachments.
  { id: '020_booking', up: (tx) => runScript(tx, bookingSql) },
  {
    // Claiming a lead (who said "I'll call", when), each clinic's first-contact settings, the
    // due checks of an unclaimed lead, and their timeline entries.
    id: '019_lead_claims',
    async up(tx) {
      await runScript(tx, leadClaimsSql)
      await widenCheck(tx, 'lead_events', 'lead_events_type_check', 'type', ['claimed', 'escalated', 'rerouted'])
    },
  },
  // Urgency is read only from the triage stored with a submission: leads stored before the engine get theirs once, here.
  {
    id: '021_triage_stored_once',
    async up(tx, engine) {
      await backfillTriage(tx, engine)
    },
  },
  // Staff alerts: push subscriptions per user, each member's channels and mobile, and the Web Push send queue.
  { id: '022_staff_alerts', up: (tx) => runScript(tx, staffAlertsSql) },
  {
    // Speed to lead: clinic hours, the owner's acknowledgement, the text-message queue, opt-outs and the demo's SMS sink.
    id: '018_speed_to_lead',
    async up(tx) {
      await runScript(tx, speedToLeadSql)
      await widenCheck(tx, 'lead_events', 'lead_events_type_check', 'type', ['acknowledged', 'sms_sent', 'sms_failed', 'sms_retry'])
    },
  },
  // A clinic's own calendar (its secret .ics address, polled) and the busy time read from it; the day-before text of a visit.
  { id: '024_booking_ics', up: (tx) => runScript(tx, clinicCalendarsSql) },
  // Which partners are 24-hour emergency hospitals: named to the owner of an emergency whose clinic is closed.
  { id: '026_partner_emergency', up: (tx) => runScript(tx, 'ALTER TABLE clinics ADD COLUMN emergency boolean NOT NULL DEFAULT false') },
  // Who asked for each hold (a keyed hash of the caller's limit key, never the address), so live holds are counted per caller and per clinic.
  {
    id: '027_hold_callers',
    up: (tx) =>
      runScript(
        tx,
        `ALTER TABLE bookings ADD COLUMN caller_hash text;
         CREATE INDEX bookings_live_holds_caller ON bookings (caller_hash, held_until) WHERE status = 'held';
         CREATE INDEX bookings_live_holds_clinic ON bookings (clinic_id, held_until) WHERE status = 'held';`,
      ),
  },
  // An owner's change to a clinic's place, radius or emergency flag waits for the network's approval.
  { id: '028_clinic_change_requests', up: (tx) => runScript(tx, clinicChangesSql) },
  // A lead's life (server/leads/leadLife.ts): an unclaimed emergency is alerted again round after
  // round, so a lead's checks are one per clinic, step and round.
  {
    id: '029_claim_check_rounds',
    up: (tx) =>
      runScript(
        tx,
        `ALTER TABLE claim_checks ADD COLUMN round integer NOT NULL DEFAULT 1;
         ALTER TABLE claim_checks DROP CONSTRAINT claim_checks_submission_id_clinic_id_step_key;
         ALTER TABLE claim_checks ADD CONSTRAINT claim_checks_one_per_round UNIQUE (submission_id, clinic_id, step, round);`,
      ),
  },
  // Every inbox page of a clinic looks up the leads re-routed away from it (server/db/movedAwaySql.ts):
  // an index of those few checks alone, so that costs the same however many checks have ever run.
  {
    id: '030_rerouted_from_index',
    up: (tx) =>
      runScript(tx, `CREATE INDEX claim_checks_rerouted_from ON claim_checks (clinic_id, submission_id) WHERE outcome = 'rerouted'`),
  },
  // A lead's moves, by hand or re-routed, each recorded once by the lead's life: the trace the clinic it left keeps.
  { id: '031_lead_moves', up: (tx) => runScript(tx, leadMovesSql) },
  // Where owners come from and where they drop out (issue 36): a lead's widget, source and attribution; the funnel's counters.
  { id: '032_funnel', up: (tx) => runScript(tx, funnelSql) },
  // A booked lead's clinic marks the owner as come to the visit (server/leads/leadLife.ts): the status
  // 'visited' and its timeline entry.
  {
    id: '033_lead_visited',
    up: async (tx) => {
      await widenCheck(tx, 'submissions', 'submissions_status_check', 'status', ['visited'])
      await widenCheck(tx, 'lead_events', 'lead_events_type_check', 'type', ['visited'])
    },
  },
  // Every anonymous create's proof spend deletes the expired signatures (captchaRepo.spend): an
  // index of their expiry, so that delete reads only the expired ones, not every signature of the
  // last ten minutes (a seq scan per lead, the longer the busier the server).
  { id: '034_captcha_used_expiry', up: (tx) => runScript(tx, `CREATE INDEX captcha_used_expires ON captcha_used (expires_at)`) },
  // A counter may carry its limit, and the database refuses a hit past it (rateLimitsRepo.hitWithin):
  // a lead's owner e-mail budget is then counted by a statement nobody waits for, sent with the
  // COMMIT, instead of a round trip that holds the counter's row locked until the COMMIT follows.
  {
    id: '035_rate_limits_max_hits',
    up: (tx) =>
      runScript(
        tx,
        `ALTER TABLE rate_limits ADD COLUMN max_hits integer;
         ALTER TABLE rate_limits ADD CONSTRAINT ${RATE_LIMIT_EXCEEDED} CHECK (max_hits IS NULL OR hits <= max_hits);`,
      ),
  },
]
