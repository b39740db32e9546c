import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { demoBooking } from './demoBooking'
import { demoHours } from './demoHours'
import type { Db } from '../db/db'
import { allClinicIds, clinicsWithoutBooking, setClinicBooking, setClinicsDemo } from '../db/clinicsRepo'
import { DEMO_CLINICS_FILE } from '../db/demoData'
import { importClinics, type ImportResult } from './importClinics'
import { inlineLogoFiles } from './inlineLogoFiles'

/** The demo's clinics file, kept here too for the callers that seed from it. */
export { DEMO_CLINICS_FILE }

/**
 * Demo mode only: adds the partners of demo/clinics.example.json that the table does not hold yet
 * (with the demo's office hours, `demoHours`, where a partner gives none), so a fresh demo can route leads at once while a partner edited through the CLI is never
 * overwritten by a restart. A production start does not call this (its table starts empty).
 */
export async function seedDemoClinics(db: Db, now: Date): Promise<ImportResult> {
  const rows = JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string; state: string; openingHours?: object }>
  const have = new Set(await allClinicIds(db))
  // A partner whose record gives no hours keeps the demo's office hours; the 24-hour hospital gives its own.
  const missing = rows.filter((r) => !have.has(r.id)).map((r) => ({ ...r, openingHours: r.openingHours ?? demoHours(r.state) }))
  const result = await importClinics(db, inlineLogoFiles(missing, dirname(DEMO_CLINICS_FILE)), now)
  // Marked demo: a production start refuses while one remains (db/demoData.ts).
  if (result.ok) await setClinicsDemo(db, result.ids, true)
  // Every seeded partner takes bookings at once: one appointment type per service it offers, one seat, 14 days.
  if (result.ok) {
    for (const row of await clinicsWithoutBooking(db, result.ids)) {
      await setClinicBooking(db, row.id, demoBooking(row.services as Parameters<typeof demoBooking>[0]))
    }
  }
  return result
}
