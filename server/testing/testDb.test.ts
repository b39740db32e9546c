import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_USER } from '../db/demoUser'
import { validPet } from './payloads'
import type { TestDb } from './withTestDb'
import { OFFICE_HOURS, withDemoWorkspace, type DemoWorkspace } from './withDemoWorkspace'
import { DEMO_CLINIC_IDS, seedDemoWorkspace } from './demoWorkspace'
import type { Db } from '../db/db'
import { openTestDb } from './testDb'

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

describe('a seeded reset', () => {
  /** Every row of the emptied tables that hold any, by table, in a stable order. */
  async function rowsOf(db: Db) {
    const rows: Record<string, unknown> = {}
    for (const name of ['clinics', 'users', 'sessions', 'submissions'])
      rows[name] = await db.query(`SELECT coalesce(json_agg(r ORDER BY r::text), '[]')::text AS rows FROM ${name} r`)
    return rows
  }

  it('stores the rows its seed stored, afresh for each test, running the seed once per key', async () => {
    let runs = 0
    const seed = {
      key: `the demo workspace, counted, ${crypto.randomUUID()}`,
      run: async (db: Db) => {
        runs++
        await seedDemoWorkspace(db, OFFICE_HOURS)
      },
    }
    await t.reset(seed)
    const seededRows = await rowsOf(t.db)
    expect(((seededRows.clinics as [{ rows: string }])[0].rows.match(/"id":/g) ?? []).length).toBe(DEMO_CLINIC_IDS.length)
    // What a test changes is gone at the next reset, which puts the seed's rows back without running it.
    expect((await a.post('/api/pet', validPet())).status).toBe(201)
    await t.db.exec("UPDATE clinics SET name = 'changed'; DELETE FROM users WHERE role = 'owner'")
    await t.reset(seed)
    expect(await rowsOf(t.db)).toEqual(seededRows)
    expect(runs).toBe(1)
  })
})

describe('the database a file hands to the next file of its worker', () => {
  /** Opens a file's database, lets `leave` do what a file might, closes it; what the next file then finds. */
  async function nextFileAfter(leave: (d: Awaited<ReturnType<typeof openTestDb>>) => Promise<unknown>) {
    const first = await openTestDb()
    await first.reset()
    await leave(first)
    await first.close()
    const next = await openTestDb()
    await next.reset()
    const found = {
      references: await next.db.query('SELECT * FROM reference_items ORDER BY 1'),
      tables: (await next.db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()')).map(
        (r) => r.name,
      ),
      users: await next.db.query('SELECT email FROM users'),
      files: readdirSync(next.dataDir).filter((entry) => entry !== 'db'),
    }
    await next.close()
    return found
  }

  it('has no rows, tables, files or reference data the last file left, however it left them', async () => {
    const clean = await nextFileAfter(async () => undefined)
    expect(clean.references.length).toBeGreaterThan(0)
    expect(clean.files).toEqual([])

    const afterUpload = await nextFileAfter(async (d) => {
      mkdirSync(join(d.dataDir, 'uploads'))
      writeFileSync(join(d.dataDir, 'uploads', 'photo.jpg'), 'left behind')
    })
    expect(afterUpload.files).toEqual([])

    const afterRows = await nextFileAfter(async (d) => {
      await d.db.exec(
        "INSERT INTO users (id, email, password_hash, created_at, updated_at, role) VALUES (gen_random_uuid(), 'left@example.test', 'x', now(), now(), 'network')",
      )
    })
    expect(afterRows.users).toEqual([{ email: DEMO_USER.email }])

    const afterEdit = await nextFileAfter(async (d) => {
      await d.db.exec('DELETE FROM reference_items')
    })
    expect(afterEdit.references).toEqual(clean.references)

    const afterTable = await nextFileAfter(async (d) => {
      await d.db.exec('CREATE TABLE left_behind (n int)')
    })
    expect(afterTable.tables).not.toContain('left_behind')
    expect(afterTable.tables.sort()).toEqual(clean.tables.sort())
  })

  it('is open even when the last file closed its database itself', async () => {
    const after = await nextFileAfter((d) => d.db.close())
    expect(after.references.length).toBeGreaterThan(0)
  })
})
