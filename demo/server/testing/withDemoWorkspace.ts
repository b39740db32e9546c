import { beforeEach } from 'vitest'
import { DEMO_CLINIC_IDS, seedDemoWorkspace } from './demoWorkspace'
import { makeTestApp } from './testApp'
import { withTestDb, type TestDb } from './withTestDb'

/**
 * The file's test database (as `withTestDb`) and, before each test, a fresh test app over it with
 * the demo clinics and the staff accounts of `ids` (every demo clinic by default) seeded as at the
 * app's clock. `set` receives both, so a file keeps its own `t` and `a`.
 *
 * @example
 * let t: TestDb
 * let a: ReturnType<typeof makeTestApp>
 * withDemoWorkspace((d, app) => { t = d; a = app })
 */
export function withDemoWorkspace(
  set: (t: TestDb, a: ReturnType<typeof makeTestApp>) => void,
  ids: readonly string[] = DEMO_CLINIC_IDS,
): void {
  let t: TestDb
  withTestDb((d) => {
    t = d
  })
  beforeEach(async () => {
    const a = makeTestApp(t.db, t.dataDir)
    await seedDemoWorkspace(t.db, a.clock.now(), ids)
    set(t, a)
  })
}
