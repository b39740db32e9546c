import { beforeEach } from 'vitest'
import type { ServerConfig } from '../serverConfig'
import { seedDemoWorkspace } from './demoWorkspace'
import { makeTestApp } from './testApp'
import { testClock } from './testClock'
import { withTestDb, type TestDb } from './withTestDb'

/** Monday 2 March 2026, 10:00 in California: the demo clinics keep office hours, and a lead's targets count open minutes. */
export const OFFICE_HOURS = new Date('2026-03-02T18:00:00Z')

/** What a test of a lead's timers works with, fresh for each test. */
export interface ClaimApp {
  t: TestDb
  a: ReturnType<typeof makeTestApp>
  clock: ReturnType<typeof testClock>
}

/**
 * The set-up of every test of a lead's first-contact timers: a fresh database, the demo workspace
 * (clinics, staff, the network team) seeded, and the app on a hand-moved clock at OFFICE_HOURS,
 * with the claim settings given (5-minute target and 30-minute re-route by default). `use` hears
 * the new set before each test.
 */
export function withClaimApp(
  use: (s: ClaimApp) => void,
  config: Partial<Pick<ServerConfig, 'claimTargetMinutes' | 'rerouteAfterMinutes' | 'emergencyTargetMinutes'>> = {
    claimTargetMinutes: 5,
    rerouteAfterMinutes: 30,
  },
): void {
  let t: TestDb
  withTestDb((d) => {
    t = d
  })
  beforeEach(async () => {
    const clock = testClock(OFFICE_HOURS)
    const a = makeTestApp(t.db, t.dataDir, { clock, config })
    await seedDemoWorkspace(t.db, a.clock.now())
    use({ t, a, clock })
  })
}
