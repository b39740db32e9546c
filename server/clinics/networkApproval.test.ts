import { describe, expect, it } from 'vitest'
import { activePartners } from '../db/clinicsRepo'
import { instantAt } from '../hours/zonedTime'
import { loadConfig } from '../loadConfig'
import { REPO_ROOT } from '../repoRoot'
import { staffSession } from '../testing/demoWorkspace'
import type { makeTestApp } from '../testing/testApp'
import type { TestDb } from '../testing/withTestDb'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import { emergencyHospitalOf } from './emergencyHospitalOf'
import { routeLead } from './routeLead'

/**
 * A clinic's place, service radius and emergency flag decide which leads other clinics get and
 * which hospital an owner in an emergency is told to call, so an owner's save of them waits for
 * the network team: the attack where Pleasanton's owner saved `radiusMiles: 500, emergency: true`
 * and took Reno's leads, and a Signal Hill owner was sent to a hospital 338 miles away.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
withDemoWorkspace((w) => ({ t, a } = w))

const W = '/api/workspace'
const RENO = '89501'
const routeOf = async (zip: string) => routeLead(await activePartners(t.db), zip, { assessment: 'health' }).clinicId
const pleasanton = async () =>
  (await t.db.query<Record<string, unknown>>("SELECT radius_miles, emergency FROM clinics WHERE id = 'pleasanton'"))[0]

/** Pleasanton's owner saves its settings form with a 500-mile radius and the emergency flag. */
async function attack() {
  const owner = await staffSession(a, 'owner@pleasanton.test')
  const { id: _id, logoUrl: _logo, ...form } = (await a.get(`${W}/settings/pleasanton`, owner)).json.content
  const put = (json: unknown) => a.call('PUT', `${W}/settings/pleasanton`, { json, headers: owner })
  return { owner, form, put }
}

describe("settings that affect other clinics wait for the network's approval", () => {
  it('refuses a radius over 100 miles with a 400 on the field, and stores nothing', async () => {
    const { form, put } = await attack()
    const r = await put({ ...form, radiusMiles: 500, emergency: true })
    expect(r.status).toBe(400)
    expect(Object.keys(r.json.content)).toEqual(['radiusMiles'])
    expect(await pleasanton()).toMatchObject({ emergency: false })
    expect(await t.db.query('SELECT 1 FROM clinic_change_requests')).toEqual([])
  })

  it('keeps live routing while the change is pending, and applies it once the network approves', async () => {
    const { owner, form, put } = await attack()
    // Sacramento is about 60 miles from Pleasanton: out of every demo partner's radius, inside 100 miles.
    const SACRAMENTO = '95814'
    const before = await routeOf(SACRAMENTO)
    expect(before).toBeNull()
    const saved = await put({ ...form, name: 'Pleasanton Pet Care ER', radiusMiles: 100, emergency: true })
    expect(saved.status).toBe(200)
    // What needs no approval is saved at once; the rest waits, and the owner is told so.
    expect(saved.json.content).toMatchObject({
      name: 'Pleasanton Pet Care ER',
      radiusMiles: 25,
      emergency: false,
      pendingChange: { changes: { radiusMiles: 100, emergency: true }, requestedAt: expect.any(String) },
    })
    expect(await pleasanton()).toEqual({ radius_miles: 25, emergency: false })
    expect(await routeOf(SACRAMENTO)).toBe(before)
    expect(await routeOf(RENO)).toBeNull()
    expect((await a.get('/metrics')).text).toMatch(/petlead_clinic_changes_held_total 1/)

    // The owner cannot approve their own request; the network team sees and approves it.
    const network = await staffSession(a, 'demo@petlead.test')
    const [request] = (await a.get(`${W}/clinic-changes`, network)).json.content.requests
    expect(request).toMatchObject({
      clinicId: 'pleasanton',
      changes: { radiusMiles: 100, emergency: true },
      requestedBy: 'owner@pleasanton.test',
    })
    expect((await a.post(`${W}/clinic-changes/${request.id}/approve`, {}, owner)).status).toBe(403)
    expect((await a.get(`${W}/clinic-changes`, owner)).status).toBe(403)
    expect(await pleasanton()).toEqual({ radius_miles: 25, emergency: false })

    expect((await a.post(`${W}/clinic-changes/${request.id}/approve`, {}, network)).status).toBe(200)
    expect(await pleasanton()).toEqual({ radius_miles: 100, emergency: true })
    expect(await routeOf(SACRAMENTO)).toBe('pleasanton')
    // Decided once: a second decision finds nothing pending.
    expect((await a.post(`${W}/clinic-changes/${request.id}/reject`, {}, network)).status).toBe(404)
    expect((await a.get(`${W}/settings/pleasanton`, owner)).json.content).toMatchObject({ radiusMiles: 100, pendingChange: null })
    // The record of who asked and who decided stays.
    expect(await t.db.query('SELECT status, decided_by IS NOT NULL AS decided FROM clinic_change_requests')).toEqual([
      { status: 'approved', decided: true },
    ])
  })

  it('a rejected change is never applied; a change of ZIP moves the place only on approval', async () => {
    const { form, put } = await attack()
    expect((await put({ ...form, zip: '89501', city: 'Reno', state: 'NV' })).status).toBe(200)
    expect(await routeOf(RENO)).toBeNull()
    const network = await staffSession(a, 'demo@petlead.test')
    const [request] = (await a.get(`${W}/clinic-changes`, network)).json.content.requests
    expect(Object.keys(request.changes).sort()).toEqual(['city', 'latitude', 'longitude', 'state', 'zip'])
    expect((await a.post(`${W}/clinic-changes/${request.id}/reject`, {}, network)).status).toBe(200)
    expect(await routeOf(RENO)).toBeNull()
    expect((await t.db.query<{ zip: string }>("SELECT zip FROM clinics WHERE id = 'pleasanton'"))[0]!.zip).toBe('94566')
  })

  it("answers another clinic's staff and owner 404, as for a request that does not exist, and changes nothing", async () => {
    const { form, put } = await attack()
    expect((await put({ ...form, radiusMiles: 100 })).status).toBe(200)
    const network = await staffSession(a, 'demo@petlead.test')
    const [request] = (await a.get(`${W}/clinic-changes`, network)).json.content.requests
    for (const email of ['owner@willow.test', 'front@willow.test', 'front@pleasanton.test']) {
      const other = await staffSession(a, email)
      for (const decision of ['approve', 'reject']) {
        const mine = await a.post(`${W}/clinic-changes/${request.id}/${decision}`, {}, other)
        const none = await a.post(`${W}/clinic-changes/${crypto.randomUUID()}/${decision}`, {}, other)
        if (email === 'front@pleasanton.test') expect(mine.status).toBe(403)
        else expect([mine.status, mine.text]).toEqual([none.status, none.text])
        expect(none.status).toBe(404)
      }
    }
    expect(await pleasanton()).toEqual({ radius_miles: 25, emergency: false })
  })
})

describe('a named emergency hospital is within driving distance', () => {
  const LA = 'America/Los_Angeles'
  const night = new Date(instantAt(2026, 11, 24, 3, 0, LA))

  it('never names a hospital 338 miles away, even one whose radius covers the owner (EMERGENCY_HOSPITAL_MAX_MILES, 30)', async () => {
    // Pleasanton as the attack left it: a 24-hour hospital (open around the clock) claiming 500 miles (as an old import could).
    await t.db.query(
      "UPDATE clinics SET emergency = (id = 'pleasanton'), radius_miles = CASE WHEN id = 'pleasanton' THEN 500 ELSE radius_miles END, opening_hours = CASE WHEN id = 'pleasanton' THEN NULL ELSE opening_hours END",
    )
    const weekdays = [[], ...Array.from({ length: 5 }, () => [{ open: '08:00', close: '18:00' }]), []]
    await t.db.query("UPDATE clinics SET opening_hours = $1 WHERE id = 'willow'", [
      JSON.stringify({ timeZone: LA, week: weekdays, closures: [] }),
    ])
    const config = loadConfig({}, REPO_ROOT)
    expect(config.emergencyHospitalMaxMiles).toBe(30)
    // A Signal Hill owner of a collapsed dog at 3 a.m., Willow closed: no hospital named (the nearest emergency vet is).
    expect(await emergencyHospitalOf(t.db, 'willow', { zip_code: '90755' }, night, config.emergencyHospitalMaxMiles)).toBeUndefined()
    // Only an operator who allows it gets the far one named.
    const far = loadConfig({ EMERGENCY_HOSPITAL_MAX_MILES: '400' }, REPO_ROOT).emergencyHospitalMaxMiles
    expect(await emergencyHospitalOf(t.db, 'willow', { zip_code: '90755' }, night, far)).toMatchObject({
      name: expect.stringContaining('Pleasanton'),
      miles: 338,
    })
  })
})
