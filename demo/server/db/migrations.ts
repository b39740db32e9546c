import type { Queryable } from './db'
import { clinicsSql } from './clinicsSql'
import { clusterSql } from './clusterSql'
import { workspaceSql } from './workspaceSql'
import { webhooksSql } from './webhooksSql'
import { ownerLanguageSql } from './ownerLanguageSql'
import { referenceRepo } from './referenceRepo'
import { listLabelsEs, prevInfoEs } from '../text/listLabelsEs'
import { schemaSql } from './schemaSql'
import { allergies, catBreeds, conditions, dogBreeds, medicines, prevInfo } from './seedData'
import { hashPassword } from '../recovery/hashPassword'
import { DEMO_USER } from '../recovery/demoUser'

/** One step of the schema's history. Applied once, in order, inside a transaction. */
export interface Migration {
  id: string
  /** Demo data only: skipped (and not recorded) when the server runs in production mode. */
  demoOnly?: boolean
  up(tx: Queryable): Promise<void>
}

async function seedList(tx: Queryable, list: string, names: readonly string[]): Promise<void> {
  for (const [i, name] of names.entries()) {
    await tx.query('INSERT INTO reference_items (list, position, name) VALUES ($1, $2, $3)', [list, i, name])
  }
}

async function runScript(tx: Queryable, sql: string): Promise<void> {
  // Split on statement ends: node-postgres refuses several statements in one parameterised query,
  // and a transaction only sees what `tx` runs.
  for (const stmt of sql.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) await tx.query(stmt)
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
        await tx.query('INSERT INTO reference_items (list, position, name, title, description) VALUES ($1, $2, $3, $4, $5)',
          ['prev_info', i, item.title, item.title, item.description])
      }
    },
  },
  {
    id: '003_demo_user',
    // The demo account's password is public (README): never in a production database.
    demoOnly: true,
    async up(tx) {
      const now = new Date()
      await tx.query('INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)',
        [crypto.randomUUID(), DEMO_USER.email, await hashPassword(DEMO_USER.password), now])
    },
  },
  {
    // Issue 11: statuses a typo can no longer invent; `dead` is where a job (or mail) that keeps
    // failing ends, with its reason in last_error.
    id: '004_status_checks',
    up: (tx) => runScript(tx, `
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'done', 'dead'));
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('queued', 'sent', 'dead'));
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_state_check CHECK (state IN ('in_flight', 'done'))
`),
  },
  {
    // Issue 11: the clean-up (orphan photos after a day, RETENTION_DAYS) finds its rows by age.
    id: '004_cleanup_indexes',
    up: (tx) => runScript(tx, `
CREATE INDEX submissions_created ON submissions (created_at);
CREATE INDEX uploads_orphans ON uploads (created_at) WHERE submission_id IS NULL;
CREATE INDEX received_mail_received ON received_mail (received_at)
`),
  },
  {
    // Issue 11: the clinic's lead notification is written with the submission (a fallback due
    // after the grace period), and the job rewrites that row with the result: `lead_of` finds it.
    id: '004_lead_mail',
    up: (tx) => runScript(tx, `
ALTER TABLE outbox ADD COLUMN lead_of uuid;
CREATE UNIQUE INDEX outbox_lead_of ON outbox (lead_of) WHERE lead_of IS NOT NULL
`),
  },
  // Several processes on one PostgreSQL (issue 11 item 5): shared rate limits, photos, lease tokens.
  { id: '005_cluster', up: (tx) => runScript(tx, clusterSql) },
  // Partners of the network and how each lead was routed (issue 12). The demo's partners are
  // seeded by seedDemoClinics at start-up, not here, so a production database starts empty.
  { id: '006_clinics', up: (tx) => runScript(tx, clinicsSql) },
  // The clinic workspace (issue 13): roles, sessions, invitations, the lead workflow and timeline.
  { id: '007_workspace', up: (tx) => runScript(tx, workspaceSql) },
  // Signed webhooks per clinic (issue 14, item 2): endpoints and their delivery queue and log.
  { id: '008_webhooks', up: (tx) => runScript(tx, webhooksSql) },
  {
    // Issue 15: the owner's language with each submission, and Spanish labels for the lookup lists.
    id: '009_owner_language',
    async up(tx) {
      await runScript(tx, ownerLanguageSql)
      for (const [list, labels] of Object.entries(listLabelsEs)) {
        for (const [name, label] of Object.entries(labels)) await referenceRepo.setLabelEs(tx, list, name, label)
      }
      for (const [title, es] of Object.entries(prevInfoEs)) await referenceRepo.setPrevInfoEs(tx, title, es)
    },
  },
  // Issue 15: the languages a clinic's widgets offer (one hides their switch); NULL offers every one.
  { id: '010_clinic_languages', up: (tx) => runScript(tx, 'ALTER TABLE clinics ADD COLUMN languages jsonb') },
  // The triage engine's answer, computed once when a submission arrives (signs, words, rules), and
  // a model's own urgency when one is configured; `urgency` is the worse of the two.
  { id: '013_submission_triage', up: (tx) => runScript(tx, 'ALTER TABLE submissions ADD COLUMN triage jsonb;\nALTER TABLE submissions ADD COLUMN model_urgency text') },
]
