import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import type { Db, Queryable } from '../db/db'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { answersNothing } from '../db/pgDb'

/**
 * Every lead pays each statement of its submission as a round trip to the database, inside a
 * transaction that holds a pooled connection: on PostgreSQL that is what bounds the requests per
 * second. The count is pinned, so a feature that adds one to every submission says so here (and
 * can fold it into a statement already made: one INSERT ... SELECT, one CTE, a value routing read).
 */
// 15, then 17 with the owner e-mail budget (issue 35, finding 4): it counts three windows where one
// was counted, the address per hour and per day and the caller per hour, one statement each; 18
// with the proof every anonymous create pays (finding 8): its spend and the sweep of expired ones,
// one statement. 16: the owner e-mail budget's three windows are counted in one statement (hitAll);
// 14: the timeline's entry sends the inboxes' NOTIFY and asks for webhook subscribers in its own insert;
// 13: the work channel's NOTIFY goes with the COMMIT, naming the queues the lead filled.
const ROUND_TRIPS = 13
/**
 * On PostgreSQL the adapter waits for fewer of them (pgDb.ts): BEGIN and the writes that answer
 * nothing travel with the next statement it waits for. Of the 13, it waits for 6: the caller's
 * limit, the route (sent with the proof's spend, so the two are one round trip), the proof, the
 * timeline's entry, the staff to alert and the COMMIT. 7 while the owner's e-mail count answered
 * its counts: it is refused by the database now (rateLimitsRepo.hitWithin) and travels with the COMMIT.
 */
const WAITED_ON_POSTGRES = 6
let t: Awaited<ReturnType<typeof openTestDb>>
/** Every statement as sent, BEGIN and COMMIT included (the transaction's own words). */
const sent: string[] = []
/** The same, each on one line and shortened: what a failure prints. */
const statements = () => sent.map((sql) => sql.replace(/\s+/g, ' ').trim().slice(0, 90))

/** The database with every statement counted, inside transactions too (BEGIN and COMMIT included). */
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

it(`a routed lead costs ${ROUND_TRIPS} round trips, its acknowledgement, claim checks, alerts and timeline included`, async () => {
  const a = makeTestApp(counting(t.db), t.dataDir, { clock: testClock(new Date('2026-11-24T18:00:00Z')) })
  sent.length = 0
  const r = await a.post('/api/pet', validPet())
  expect(r.status).toBe(201)
  // Everything a lead sets off was queued by these statements: nothing was skipped to save them.
  const [row] = await t.db.query<{ clinic: string; checks: number; mails: number; events: number }>(
    `SELECT s.lead_clinic_id AS clinic, (SELECT count(*)::int FROM claim_checks c WHERE c.submission_id = s.id) AS checks,
      (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id OR o.ack_of = s.id) AS mails,
      (SELECT count(*)::int FROM lead_events e WHERE e.submission_id = s.id) AS events FROM submissions s`,
  )
  expect(row).toEqual({ clinic: 'pleasanton', checks: 2, mails: 2, events: 1 })
  // No NOTIFY of its own: the work channel's goes with the COMMIT (once per transaction, naming
  // every queue it filled), the inbox streams' with the timeline's insert.
  expect(statements().filter((s) => s.startsWith('SELECT pg_notify'))).toEqual([])
  // The owner's e-mail counter is a row every submission of that owner (and of its caller) locks
  // until commit: taken last, answering nothing, so it leaves with the COMMIT.
  expect(statements().at(-2)).toMatch(/^INSERT INTO rate_limits/)
  expect({ count: sent.length, statements: statements() }).toEqual({ count: ROUND_TRIPS, statements: statements() })
  // BEGIN is not waited for (the adapter holds it with the writes that answer nothing); COMMIT is.
  const waited = sent.filter((sql) => sql !== 'BEGIN' && !answersNothing(sql))
  expect({ count: waited.length, waited }).toEqual({ count: WAITED_ON_POSTGRES, waited })
})
