import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '../mail/enqueueMail'
import { openTestDb } from '../testing/testDb'
import type { Db } from './db'
import { openDb } from './openDb'
import { enqueueJob } from '../jobs/enqueueJob'
import { queuesOf, WORK_CHANNEL } from './workChannel'

const SERVER = process.env.DATABASE_URL
let t: Awaited<ReturnType<typeof openTestDb>>
let other: Db
beforeAll(async () => {
  t = await openTestDb()
  // On PostgreSQL a second pool on the same schema, as another process would have; PGlite is one
  // process by design, so there the listener and the writer share it.
  const [{ schema }] = (await t.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }]
  other = SERVER ? await openDb({ databaseUrl: SERVER, dataDir: null, schema }) : t.db
})
afterAll(async () => {
  if (other !== t.db) await other.close()
  await t.close()
})

const mail = { to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }

describe('LISTEN/NOTIFY wakes the workers of every process', () => {
  it('a committed e-mail notifies a listener on another connection; a rolled-back one does not', async () => {
    let woken = 0
    const payloads: Array<string | undefined> = []
    const stop = await t.db.listen(WORK_CHANNEL, (payload) => {
      woken++
      payloads.push(payload)
    })
    try {
      await other
        .transaction(async (tx) => {
          await enqueueMail(tx, new Date(), mail)
          throw new Error('rolled back')
        })
        .catch(() => {})
      await new Promise((r) => setTimeout(r, 300))
      // On a shared PostgreSQL server other test files queue mail too (the channel is per database),
      // so "nothing before commit" is checked where the database is this file's alone.
      if (!SERVER) expect(woken).toBe(0)
      const before = woken
      await other.transaction((tx) => enqueueMail(tx, new Date(), mail))
      const end = Date.now() + 5_000
      while (woken === before && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
      expect(woken).toBeGreaterThan(before)
      // The notice names the queue that has work, so only the mail loop need wake.
      expect(payloads).toContain('mail')
    } finally {
      await stop()
    }
  })
})

describe('one notice per transaction names every queue it filled', () => {
  it('a lead that queues its job and an e-mail sends one notice naming both, with the commit', async () => {
    const payloads: Array<string | undefined> = []
    const stop = await t.db.listen(WORK_CHANNEL, (payload) => payloads.push(payload))
    try {
      const [{ id }] = (await other.query<{ id: string }>(
        `INSERT INTO submissions (id, kind, data, created_at) VALUES (gen_random_uuid(), 'contact', '{}', now()) RETURNING id`,
      )) as [{ id: string }]
      await other.transaction(async (tx) => {
        await enqueueJob(tx, id, new Date())
        await enqueueMail(tx, new Date(), mail)
        await enqueueMail(tx, new Date(), mail)
      })
      const end = Date.now() + 5_000
      while (!payloads.some((p) => p === 'jobs,mail') && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
      expect(payloads).toContain('jobs,mail')
      expect(queuesOf('jobs,mail')).toEqual(['jobs', 'mail'])
      // A notice without names (an older process's) wakes every loop.
      expect(queuesOf('')).toBe('all')
      expect(queuesOf(undefined)).toBe('all')
    } finally {
      await stop()
    }
  })
})
