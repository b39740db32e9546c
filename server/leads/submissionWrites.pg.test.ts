import { beforeEach, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { countPgWrites } from '../testing/pgWrites'

/**
 * What a lead costs on the wire to PostgreSQL: every socket write is a system call in both
 * processes and a wake-up of the server's backend (bench/profileIntake.ts), so the intake's writes
 * are pinned here, as its statements are in submissionRoundTrips.test.ts. A feature that adds a
 * write to every lead says so here.
 */
// 7 before a connection wrote at most once a tick (db/writeOncePerTick.ts) and the proof's spend
// and the staff read were sent beside the statements before them: node-postgres wrote a statement's
// messages as they came, and each of those two waited for its own round trip. 5 before the owner's
// e-mail count was refused by the database instead of answering (rateLimitsRepo.hitWithin): it
// leaves with the COMMIT now.
const WRITES = 4

let t: TestDb
withTestDb((d) => (t = d))
beforeEach(() => seedDemoClinics(t.db, new Date('2026-11-24T18:00:00Z')))

it(`a routed lead reaches PostgreSQL in ${WRITES} socket writes: the caller's limit, then one per round trip of its transaction`, async () => {
  const a = makeTestApp(t.db, t.dataDir, { clock: testClock(new Date('2026-11-24T18:00:00Z')) })
  // Warm: the statements are prepared on the connections once, as in a running server.
  expect((await a.post('/api/pet', validPet())).status).toBe(201)
  const proof = await a.captcha()
  const { writes, restore } = countPgWrites()
  try {
    const r = await a.post('/api/pet', { ...validPet(), email: 'second.owner@example.com' }, { 'x-captcha': proof })
    expect(r.status).toBe(201)
  } finally {
    restore()
  }
  // The lead and everything it sets off were stored: nothing was left out to save a write.
  const [row] = await t.db.query<{ checks: number; mails: number; events: number }>(
    `SELECT (SELECT count(*)::int FROM claim_checks c WHERE c.submission_id = s.id) AS checks,
      (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id OR o.ack_of = s.id) AS mails,
      (SELECT count(*)::int FROM lead_events e WHERE e.submission_id = s.id) AS events
     FROM submissions s WHERE s.data->>'email' = 'second.owner@example.com'`,
  )
  expect(row).toEqual({ checks: 2, mails: 2, events: 1 })
  expect(writes()).toBe(WRITES)
})
