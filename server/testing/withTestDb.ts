import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Db } from '../db/db'
import { startSmtpSink } from '../mail/startSmtpSink'
import { testClock } from './testClock'
import { openTestDb, type Seed } from './testDb'

/** How long opening and migrating the file's database may take. */
const OPEN_TIMEOUT_MS = 240_000

export type TestDb = Awaited<ReturnType<typeof openTestDb>>
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>

/**
 * The file's test database: opened before its first test, emptied (and the demo user seeded
 * again, or what `seed()` names stored) before each test, closed after its last. `set` receives
 * it, so a file keeps its own `t`.
 *
 * @example
 * let t: TestDb
 * withTestDb((d) => { t = d })
 */
export function withTestDb(set: (t: TestDb) => void, seed?: () => Seed): void {
  let t: TestDb | undefined
  // Migrating a fresh database takes seconds, and minutes on a machine busy with other suites.
  beforeAll(async () => {
    t = await openTestDb()
    set(t)
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await t?.close()
  })
  beforeEach(async () => {
    await t!.reset(seed?.())
  })
}

/**
 * An SMTP sink for the whole file that stores what it receives in `db()`'s received_mail (what a
 * test reads to see the mail a worker sent). Register it after `withTestDb`: after-all hooks run in
 * reverse, so the sink closes before its database.
 */
export function withSmtpSink(db: () => Db, set: (sink: SmtpSink) => void): void {
  let sink: SmtpSink | undefined
  beforeAll(async () => {
    sink = await startSmtpSink({ db: db(), clock: testClock() })
    set(sink)
  })
  afterAll(async () => {
    await sink?.close()
  })
}

/** `withTestDb` with `withSmtpSink` over it, registered in the order their hooks need; `set` receives both. */
export function withTestDbAndSink(set: (t: TestDb, sink: SmtpSink) => void): void {
  let t: TestDb
  withTestDb((d) => {
    t = d
  })
  withSmtpSink(
    () => t.db,
    (sink) => set(t, sink),
  )
}

/**
 * The file's test database opened and emptied once, before its first test, and closed after its
 * last: for suites that count what all their cases stored together, so nothing may empty it between them.
 */
export function withSharedTestDb(set: (t: TestDb) => void): void {
  let t: TestDb | undefined
  beforeAll(async () => {
    t = await openTestDb()
    await t.reset()
    set(t)
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await t?.close()
  })
}
