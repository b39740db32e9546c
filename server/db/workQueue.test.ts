import { describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { jobQueue, mailQueue, webhookQueue } from './workQueue'

let t: TestDb
withTestDb((d) => {
  t = d
})

const NOW = new Date('2026-01-05T10:00:00Z')
const LEASE = 60_000
const later = (ms: number) => new Date(NOW.getTime() + ms)

/** One due row in each queue's table. */
async function seed() {
  await seedDemoClinics(t.db, NOW)
  const sub = crypto.randomUUID()
  await t.db.query(`INSERT INTO submissions (id, kind, data, created_at) VALUES ($1, 'health', '{}', $2)`, [sub, NOW])
  await t.db.query('INSERT INTO jobs (id, submission_id, run_at, created_at) VALUES ($1, $2, $3, $3)', [crypto.randomUUID(), sub, NOW])
  await t.db.query(
    `INSERT INTO outbox (id, message_id, to_addr, subject, text_body, html_body, run_at, created_at) VALUES ($1, '<m@x>', 'a@example.com', 's', 't', 'h', $2, $2)`,
    [crypto.randomUUID(), NOW],
  )
  const endpoint = crypto.randomUUID()
  await t.db.query(
    `INSERT INTO webhook_endpoints (id, clinic_id, url, events, secret, created_at, updated_at) VALUES ($1, 'willow', 'https://hooks.example.com', ARRAY['lead.created'], 'whsec_A', $2, $2)`,
    [endpoint, NOW],
  )
  await t.db.query(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_type, message_id, payload, max_attempts, run_at, created_at) VALUES ($1, $2, 'lead.created', 'msg_1', '{}', 5, $3, $3)`,
    [crypto.randomUUID(), endpoint, NOW],
  )
  return endpoint
}

describe('the work queue', () => {
  for (const [name, queue] of [
    ['jobs', jobQueue],
    ['outbox', mailQueue],
    ['webhook_deliveries', webhookQueue],
  ] as const) {
    it(`${name}: a worker whose lease ran out can neither renew, retry, bury nor finish the row the next worker holds`, async () => {
      await seed()
      const first = (await queue.claim(t.db, NOW, LEASE))!
      expect(first.attempts).toBe(1)
      expect(await queue.claim(t.db, later(LEASE - 1), LEASE)).toBeUndefined() // leased
      const second = (await queue.claim(t.db, later(LEASE), LEASE))! // the first worker's lease ran out
      expect([second.id, second.attempts]).toEqual([first.id, 2])
      expect(await queue.renew(t.db, first, later(10 * LEASE))).toBe(false)
      expect(await queue.fail(t.db, first, later(LEASE), 'late')).toBe(false)
      expect(await queue.bury(t.db, first, 'late')).toBe(false)
      expect(await queue.finish(t.db, first)).toBe(false)
      expect(await queue.renew(t.db, second, later(3 * LEASE))).toBe(true)
      expect(await queue.claim(t.db, later(2 * LEASE + 1), LEASE)).toBeUndefined() // renewed
      expect(await t.db.transaction((tx) => queue.holds(tx, second))).toBe(true)
      expect(await queue.fail(t.db, second, later(3 * LEASE), 'x'.repeat(600))).toBe(true)
      const [row] = await t.db.query<{ status: string; last_error: string; lease_token: string | null }>(
        `SELECT status, last_error, lease_token FROM ${name}`,
      )
      expect([row!.status, row!.last_error.length, row!.lease_token]).toEqual(['queued', 500, null])
      const third = (await queue.claim(t.db, later(3 * LEASE), LEASE))!
      expect(await queue.finish(t.db, third)).toBe(true)
      expect(await queue.finish(t.db, third)).toBe(false) // once
      expect(await queue.claim(t.db, later(100 * LEASE), LEASE)).toBeUndefined()
    })
  }

  it("webhook deliveries: a disabled endpoint's delivery is not claimed; a claim carries its endpoint", async () => {
    const endpoint = await seed()
    await t.db.query(`UPDATE webhook_endpoints SET state = 'disabled'`)
    expect(await webhookQueue.claim(t.db, NOW, LEASE)).toBeUndefined()
    await t.db.query(`UPDATE webhook_endpoints SET state = 'active'`)
    expect(await webhookQueue.claim(t.db, NOW, LEASE)).toMatchObject({
      endpoint_id: endpoint,
      url: 'https://hooks.example.com',
      secret: 'whsec_A',
      attempts: 1,
    })
  })
})
