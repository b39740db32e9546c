import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { Db } from './db'
import { answersNothing, openPgDb } from './pgDb'
import { countPgWrites } from '../testing/pgWrites'

/**
 * The PostgreSQL adapter pipelines a transaction: BEGIN and the writes that answer nothing are not
 * waited for (pgDb.ts). What a caller sees must not change: a write that fails unwatched fails
 * its transaction with its own error, and nothing of the transaction is stored.
 */
let db: Db
const schema = `pgdb_${process.pid}`

beforeAll(async () => {
  db = await openPgDb(process.env.DATABASE_URL!, schema)
  await db.exec('CREATE TABLE IF NOT EXISTS pets (id int PRIMARY KEY, name text NOT NULL)')
})
afterAll(async () => {
  await db.exec(`DROP SCHEMA ${schema} CASCADE`)
  await db.close()
})
beforeEach(async () => {
  await db.exec('TRUNCATE pets')
})
const names = async () => (await db.query<{ name: string }>('SELECT name FROM pets ORDER BY id')).map((r) => r.name)

it('knows which statements answer nothing: writes without RETURNING', () => {
  expect(answersNothing('INSERT INTO pets (id, name) VALUES ($1, $2)')).toBe(true)
  expect(answersNothing('  update pets SET name = $2 WHERE id = $1')).toBe(true)
  expect(answersNothing('INSERT INTO pets (id, name) VALUES ($1, $2) RETURNING id')).toBe(false)
  expect(answersNothing('WITH x AS (DELETE FROM pets RETURNING id) SELECT count(*) FROM x')).toBe(false)
  expect(answersNothing('SELECT name FROM pets')).toBe(false)
})

it('a transaction of unwatched writes commits them all, in order, and later reads see them', async () => {
  const seen = await db.transaction(async (tx) => {
    for (let i = 1; i <= 5; i++) expect(await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [i, `pet ${i}`])).toEqual([])
    await tx.query('UPDATE pets SET name = $2 WHERE id = $1', [3, 'Rex'])
    return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pets WHERE name LIKE $1', ['pet %'])
  })
  expect(seen).toEqual([{ n: 4 }])
  expect(await names()).toEqual(['pet 1', 'pet 2', 'Rex', 'pet 4', 'pet 5'])
})

it('an unwatched write that fails fails the next read with its own error, and nothing is stored', async () => {
  const done = db.transaction(async (tx) => {
    await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [1, 'Rex'])
    await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [1, 'Rex again'])
    await tx.query('SELECT name FROM pets')
    return 'read'
  })
  await expect(done).rejects.toMatchObject({ code: '23505' })
  expect(await names()).toEqual([])
})

it('an unwatched write that fails last fails the COMMIT with its own error: no half-stored transaction', async () => {
  const done = db.transaction(async (tx) => {
    await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [1, 'Rex'])
    await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [2, null])
    return 'committed'
  })
  await expect(done).rejects.toMatchObject({ code: '23502' })
  expect(await names()).toEqual([])
  // The connection went back to the pool usable: the next transaction commits.
  await db.transaction((tx) => tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [1, 'Kira']))
  expect(await names()).toEqual(['Kira'])
})

it('a savepoint still takes back a failed read inside a transaction that goes on', async () => {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [1, 'Rex'])
    await tx.query('SAVEPOINT s')
    await expect(tx.query('INSERT INTO pets (id, name) VALUES ($1, $2) RETURNING id', [1, 'twin'])).rejects.toMatchObject({ code: '23505' })
    await tx.query('ROLLBACK TO SAVEPOINT s')
    await tx.query('INSERT INTO pets (id, name) VALUES ($1, $2)', [2, 'Kira'])
  })
  expect(await names()).toEqual(['Rex', 'Kira'])
})

it('a prepared statement answers every connection of the pool, many at once', async () => {
  await db.exec("INSERT INTO pets SELECT g, 'pet ' || g FROM generate_series(1, 40) g")
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => db.query<{ name: string }>('SELECT name FROM pets WHERE id = $1', [i + 1])),
  )
  expect(answers.map(([r]) => r?.name)).toEqual(Array.from({ length: 40 }, (_, i) => `pet ${i + 1}`))
})

it('writes a statement in one socket write, and the statements sent side by side before waiting in one', async () => {
  await db.exec("INSERT INTO pets VALUES (1, 'Rex')")
  const { writes, restore } = countPgWrites()
  try {
    // node-postgres writes a statement's five messages one by one; the connection sends them as one.
    expect(await db.query('SELECT name FROM pets WHERE id = $1', [1])).toEqual([{ name: 'Rex' }])
    expect(writes()).toBe(1)
    const answers = await db.transaction(async (tx) => {
      const read = tx.query('SELECT name FROM pets WHERE id = $1', [1])
      const inserted = tx.query('INSERT INTO pets (id, name) VALUES ($1, $2) RETURNING id', [2, 'Kira'])
      const both = await Promise.all([read, inserted])
      await tx.query('UPDATE pets SET name = $2 WHERE id = $1', [1, 'Rex II'])
      return both
    })
    expect(answers).toEqual([[{ name: 'Rex' }], [{ id: 2 }]])
    // BEGIN with the read and the insert; the update with the COMMIT.
    expect(writes()).toBe(3)
  } finally {
    restore()
  }
  expect(await names()).toEqual(['Rex II', 'Kira'])
})
