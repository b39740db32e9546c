import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportClinics } from '../clinics/exportClinics'
import { importClinics } from '../clinics/importClinics'
import { DEMO_CLINICS_FILE } from '../clinics/seedDemoClinics'
import { REPO_ROOT } from '../repoRoot'
import { findPartner } from '../db/clinicsRepo'
import { TEST_ORIGIN, type makeTestApp } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'
import { inlineLogoFiles } from '../clinics/inlineLogoFiles'

/**
 * A clinic's opening hours: edited by its owner in Settings (saved through the import's schema,
 * a refusal names the field), stored in `clinics.opening_hours`, carried by export and import,
 * and absent for the demo's clinics (open around the clock, so a newcomer sees things happen).
 */
const W = '/api/workspace'
let t: TestDb
let a: ReturnType<typeof makeTestApp>

withDemoWorkspace((w) => ({ t, a } = w))

const hours = {
  timeZone: 'America/Los_Angeles',
  week: [
    [],
    [
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '18:00' },
    ],
    [{ open: '08:00', close: '18:00' }],
    [{ open: '08:00', close: '18:00' }],
    [{ open: '08:00', close: '18:00' }],
    [{ open: '08:00', close: '17:00' }],
    [{ open: '09:00', close: '12:00' }],
  ],
  closures: [{ from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' }],
}

async function owner() {
  const r = await a.post(`${W}/login`, { email: 'owner@willow.test', password: 'PetLead-demo-1' }, { origin: TEST_ORIGIN })
  expect(r.status).toBe(200)
  return { cookie: (r.headers.get('set-cookie') ?? '').split(';')[0]!, origin: TEST_ORIGIN }
}
async function form(headers: Record<string, string>) {
  const r = await a.get(`${W}/settings/willow`, headers)
  expect(r.status).toBe(200)
  const { id: _id, logoUrl: _logo, ...rest } = r.json.content
  return rest as Record<string, unknown>
}

describe('clinic hours in Settings', () => {
  it('the demo clinics keep office hours in their zone: weekdays 9 to 6, Saturday 9 to noon, closed on Sunday', async () => {
    const h = await owner()
    const weekday = [{ open: '09:00', close: '18:00' }]
    expect((await form(h)).openingHours).toEqual({
      timeZone: 'America/Los_Angeles',
      week: [[], weekday, weekday, weekday, weekday, weekday, [{ open: '09:00', close: '12:00' }]],
      closures: [],
    })
  })

  it('round-trips zone, two openings a day and closures; leaving them out goes back to around the clock', async () => {
    const h = await owner()
    const body = await form(h)
    const saved = await a.call('PUT', `${W}/settings/willow`, { json: { ...body, openingHours: hours }, headers: h })
    expect(saved.status).toBe(200)
    expect(saved.json.content.openingHours).toEqual(hours)
    expect((await form(h)).openingHours).toEqual(hours)
    expect((await findPartner(t.db, 'willow'))!.openingHours).toEqual(hours)

    const { openingHours: _h, ...without } = await form(h)
    expect((await a.call('PUT', `${W}/settings/willow`, { json: without, headers: h })).status).toBe(200)
    const [row] = await t.db.query<{ opening_hours: unknown }>("SELECT opening_hours FROM clinics WHERE id = 'willow'")
    expect(row!.opening_hours).toBeNull()
  })

  it('refuses hours a clinic cannot mean with a 400 naming the field, and writes nothing', async () => {
    const h = await owner()
    const body = await form(h)
    const badZone = await a.call('PUT', `${W}/settings/willow`, {
      json: { ...body, openingHours: { ...hours, timeZone: 'Pacific Time' } },
      headers: h,
    })
    expect(badZone.status).toBe(400)
    expect(Object.keys(badZone.json.content)).toContain('openingHours.timeZone')
    const backwards = await a.call('PUT', `${W}/settings/willow`, {
      json: { ...body, openingHours: { ...hours, week: [[], [{ open: '18:00', close: '08:00' }], [], [], [], [], []] } },
      headers: h,
    })
    expect(backwards.status).toBe(400)
    expect(Object.keys(backwards.json.content).some((k) => k.startsWith('openingHours.week.1.0'))).toBe(true)
    const closure = await a.call('PUT', `${W}/settings/willow`, {
      json: { ...body, openingHours: { ...hours, closures: [{ from: '2026-12-26', to: '2026-12-24' }] } },
      headers: h,
    })
    expect(closure.status).toBe(400)
    expect(Object.keys(closure.json.content).some((k) => k.startsWith('openingHours.closures.0'))).toBe(true)
    expect((await findPartner(t.db, 'willow'))!.openingHours).toEqual(body.openingHours)
  })
})

describe('clinic hours through export and import', () => {
  it('an export carries the hours and an import on an empty table restores them', async () => {
    const rows = structuredClone(JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<Record<string, unknown>>)
    rows.find((r) => r.id === 'willow')!.openingHours = hours
    expect((await importClinics(t.db, inlineLogoFiles(rows, join(REPO_ROOT, 'demo')), new Date())).ok).toBe(true)
    const exported = await exportClinics(t.db)
    expect(exported.find((c) => c.id === 'willow')!.openingHours).toEqual(hours)
    expect(exported.find((c) => c.id !== 'willow')!.openingHours).toBeUndefined()

    await t.db.query('UPDATE clinics SET opening_hours = NULL')
    expect((await importClinics(t.db, JSON.parse(JSON.stringify(exported)), new Date())).ok).toBe(true)
    expect((await findPartner(t.db, 'willow'))!.openingHours).toEqual(hours)
  })
})
