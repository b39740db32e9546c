import type { Transporter } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import type { Db, Queryable } from '../db/db'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { MAIL_BATCH, sendDueMail } from './sendDueMail'

/**
 * Every lead's acknowledgement is sent by the mail worker while leads keep arriving: on a busy
 * server its statements are paid per lead, beside the intake's own (bench/apiCluster.ts). A batch
 * of due mail is claimed in one statement and settled in one transaction: a feature that adds a
 * statement to every mail sent says so here.
 */
let t: Awaited<ReturnType<typeof openTestDb>>
const sent: string[] = []

/** The database with every statement counted, BEGIN and COMMIT included. */
function counting(db: Db): Db {
  const count = <Q extends Queryable>(q: Q): Q => ({
    ...q,
    query: (sql: string, params?: unknown[]) => {
      sent.push(sql)
      return q.query(sql, params)
    },
  })
  return {
    ...count(db),
    transaction: (fn) => {
      sent.push('BEGIN')
      return db.transaction((tx) => fn(count(tx))).finally(() => sent.push('COMMIT'))
    },
  }
}

beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.reset()
  await seedDemoClinics(t.db, new Date('2026-11-24T18:00:00Z'))
})

it(`${MAIL_BATCH} acknowledgements are sent for 7 statements, each lead stamped and on its timeline (121 before: 6 a mail)`, async () => {
  const clock = testClock(new Date('2026-11-24T18:00:00Z'))
  const a = makeTestApp(t.db, t.dataDir, { clock })
  for (let i = 0; i < MAIL_BATCH; i++)
    expect((await a.post('/api/pet', { ...validPet(), email: `owner${i}@example.com` })).status).toBe(201)
  const handed: string[] = []
  const transport = {
    async sendMail(m: { envelope: { to: string[] } }) {
      handed.push(...m.envelope.to)
      return {}
    },
  } as unknown as Transporter
  sent.length = 0
  expect(await sendDueMail({ db: counting(t.db), clock, transport, from: 'x@petlead.local' })).toBe(MAIL_BATCH)
  // Each owner got their own acknowledgement, once.
  expect(new Set(handed)).toEqual(new Set(Array.from({ length: MAIL_BATCH }, (_, i) => `owner${i}@example.com`)))
  expect(handed).toHaveLength(MAIL_BATCH)
  const [row] = await t.db.query<{ stamped: number; events: number; queued: number }>(
    `SELECT (SELECT count(*)::int FROM submissions WHERE acknowledged_at IS NOT NULL) AS stamped,
       (SELECT count(*)::int FROM lead_events WHERE type = 'acknowledged' AND note = 'email') AS events,
       (SELECT count(*)::int FROM outbox WHERE ack_of IS NOT NULL AND status <> 'sent') AS queued`,
  )
  expect(row).toEqual({ stamped: MAIL_BATCH, events: MAIL_BATCH, queued: 0 })
  // The claim of the batch; BEGIN, the rows finished, the leads stamped, their timeline, COMMIT; the claim that finds none left.
  const statements = sent.map((sql) => sql.replace(/\s+/g, ' ').trim().slice(0, 60))
  expect({ count: sent.length, statements }).toEqual({ count: 7, statements })
})
