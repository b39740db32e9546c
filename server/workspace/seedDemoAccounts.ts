import type { Db } from '../db/db'
import { allClinicIds } from '../db/clinicsRepo'
import { usersRepo } from '../db/usersRepo'
import { DEMO_USER, demoPasswordHash } from '../db/demoUser'
import type { Role } from '../db/scope'
import { DEMO_STAFF_CLINICS as STAFF_CLINICS } from '../db/demoData'

/**
 * Demo mode only (like seedDemoClinics): `owner@<clinicId>.test` for every demo clinic,
 * `front@willow.test` and `front@pleasanton.test` as staff, `demo@petlead.test` as the network
 * role, all with the README's public password. Adds only the accounts missing, so a restart
 * changes nothing and a password changed in the demo stays changed.
 */
export async function seedDemoAccounts(db: Db, clinicIds: readonly string[], now: Date): Promise<number> {
  const known = new Set(await allClinicIds(db))
  const wanted: Array<{ email: string; clinicId: string | null; role: Role }> = [
    ...clinicIds.filter((id) => known.has(id)).map((id) => ({ email: `owner@${id}.test`, clinicId: id, role: 'owner' as const })),
    ...STAFF_CLINICS.filter((id) => known.has(id)).map((id) => ({ email: `front@${id}.test`, clinicId: id, role: 'staff' as const })),
    { email: DEMO_USER.email, clinicId: null, role: 'network' },
  ]
  const have = new Set(
    await usersRepo.emailsTaken(
      db,
      wanted.map((w) => w.email),
    ),
  )
  const missing = wanted.filter((w) => !have.has(w.email))
  if (missing.length === 0) return 0
  const hash = await demoPasswordHash()
  for (const w of missing) {
    // Marked demo: a production start refuses while one remains (db/demoData.ts).
    await usersRepo.insertDemoUser(db, {
      id: crypto.randomUUID(),
      email: w.email,
      passwordHash: hash,
      now,
      clinicId: w.clinicId,
      role: w.role,
    })
  }
  return missing.length
}
