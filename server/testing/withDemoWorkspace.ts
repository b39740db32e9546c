import { beforeEach } from 'vitest'
import type { ServerConfig } from '../deps'
import { DEMO_CLINIC_IDS, seedDemoWorkspace } from './demoWorkspace'
import { makeTestApp } from './testApp'
import { testClock } from './testClock'
import type { Seed } from './testDb'
import { withTestDb, type TestDb } from './withTestDb'

/** Monday 2 March 2026, 10:00 in California: the demo clinics keep office hours, so a lead's first-contact targets count from now. */
export const OFFICE_HOURS = new Date('2026-03-02T18:00:00Z')

/** What a file may set of the app `withDemoWorkspace` makes before each test. */
export interface DemoWorkspaceOptions {
  /** The clinics whose staff accounts are seeded (every demo clinic by default). */
  ids?: readonly string[]
  /** Where the test's clock starts (testClock's default otherwise); the demo is seeded as at it. */
  now?: Date
  /** Settings over the test app's configuration. */
  config?: Partial<ServerConfig>
}

/** What each test of the file gets: the database, the app over it and the clock the test moves. */
export interface DemoWorkspace {
  t: TestDb
  a: ReturnType<typeof makeTestApp>
  clock: ReturnType<typeof testClock>
}

/**
 * The demo clinics and the staff accounts of `ids` stored as at `now` (testClock's start by
 * default), as a seed for `withTestDb`'s resets: run once per worker, its rows put back after.
 */
export function demoWorkspaceSeed(now: Date = testClock().now(), ids: readonly string[] = DEMO_CLINIC_IDS): Seed {
  return { key: `the demo workspace as at ${now.toISOString()}: ${ids.join(' ')}`, run: (db) => seedDemoWorkspace(db, now, ids) }
}

/**
 * The file's test database (as `withTestDb`) and, before each test, a fresh test app over it with
 * the demo clinics and the staff accounts of `options.ids` seeded as at the app's clock. `set`
 * receives them, so a file keeps its own `t`, `a` and `clock`.
 *
 * @example
 * let t: TestDb
 * let a: ReturnType<typeof makeTestApp>
 * withDemoWorkspace((w) => ({ t, a } = w))
 */
export function withDemoWorkspace(set: (w: DemoWorkspace) => void, options: DemoWorkspaceOptions = {}): void {
  let t: TestDb
  withTestDb(
    (d) => {
      t = d
    },
    () => demoWorkspaceSeed(testClock(options.now).now(), options.ids),
  )
  beforeEach(() => {
    const clock = testClock(options.now)
    const a = makeTestApp(t.db, t.dataDir, { clock, config: options.config })
    set({ t, a, clock })
  })
}
