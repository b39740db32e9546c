import { describe, expect, it } from 'vitest'
import { DEMO_USER } from '../db/demoUser'
import { validPet } from './payloads'
import type { TestDb } from './withTestDb'
import { withDemoWorkspace, type DemoWorkspace } from './withDemoWorkspace'

/**
 * What every database test relies on: before each test the tables tests write are empty again,
 * with only the demo user, whatever the test before them stored. Reference data stays.
 */
let t: TestDb
let a: DemoWorkspace['a']
withDemoWorkspace((w) => ({ t, a } = w))

/** Rows in every table of the test's schema, by table. */
async function rowsByTable(): Promise<Record<string, number>> {
  const tables = await t.db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()')
  const counts: Record<string, number> = {}
  for (const { name } of tables) counts[name] = Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`))[0]!.n)
  return counts
}

describe('the test database between tests', () => {
  it('is emptied of clinics, staff, leads and everything hanging from them, and keeps the demo user and the reference data', async () => {
    // A seeded workspace with a lead: clinics, staff, a submission with its jobs, events and mail.
    expect((await a.post('/api/pet', validPet())).status).toBe(201)
    const before = await rowsByTable()
    expect(before.clinics).toBeGreaterThan(0)
    expect(before.submissions).toBe(1)
    expect(before.lead_events).toBeGreaterThan(0)
    expect(before.reference_items).toBeGreaterThan(0)

    await t.reset()

    const after = await rowsByTable()
    const left = Object.entries(after).filter(([name, n]) => n > 0 && !['migrations', 'reference_items', 'users'].includes(name))
    expect(left).toEqual([])
    expect(after.reference_items).toBe(before.reference_items)
    expect(await t.db.query('SELECT email FROM users')).toEqual([{ email: DEMO_USER.email }])
  })

  it('has no trigger a row deletion would fire: emptying by DELETE is the same as by TRUNCATE', async () => {
    expect(
      await t.db.query(
        'SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace',
      ),
    ).toEqual([])
  })
})
