import { expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import type { Db } from '../db/db'
import { seedDemoAccounts } from '../workspace/seedDemoAccounts'
import { loginAttempt } from './loginAttempt'
import { TEST_ORIGIN, type makeTestApp } from './testApp'

/** The ids of the demo clinics (demo/clinics.example.json). */
export const DEMO_CLINIC_IDS: readonly string[] = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map(
  (c) => c.id,
)

/** The password of every staff account the demo seeds. */
export const DEMO_PASSWORD = 'PetLead-demo-1'

/** The demo clinics and the staff accounts of `ids` (every demo clinic by default), stored as at `now`. */
export async function seedDemoWorkspace(db: Db, now: Date, ids: readonly string[] = DEMO_CLINIC_IDS): Promise<void> {
  await seedDemoClinics(db, now)
  await seedDemoAccounts(db, ids, now)
}

/**
 * Logs `email` in through the test app `a`, expecting success, and returns the headers of its
 * later workspace calls: the session cookie and the origin a state-changing call must carry.
 */
export async function staffSession(a: Pick<ReturnType<typeof makeTestApp>, 'post'>, email: string, password = DEMO_PASSWORD) {
  const r = await loginAttempt(a, email, password)
  expect(r.status, `login of ${email}`).toBe(200)
  return { cookie: r.cookie, origin: TEST_ORIGIN }
}
