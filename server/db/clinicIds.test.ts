import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLINIC_ID_PATTERN, clinicIdSchema, parseClinicId } from '../../src/schemas/clinicId'
import * as v from 'valibot'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { openTestDb } from '../testing/testDb'
import { migrate } from './migrate'
import { migrations } from './migrations'
import { triageEngine } from '../assessment/triageEngine'
import { openPgliteDb } from './pgliteDb'

describe('one clinic id', () => {
  it('any case in, the canonical id out; anything else refused', () => {
    expect(v.parse(clinicIdSchema, ' Willow-Park ')).toBe('willow-park')
    expect(parseClinicId('PLEASANTON')).toBe('pleasanton')
    for (const bad of ['', '-willow', 'wil_low', 'a'.repeat(65), 'wil low', 'willow/..']) {
      expect(v.safeParse(clinicIdSchema, bad).success).toBe(false)
      expect(parseClinicId(bad)).toBeNull()
    }
    expect(CLINIC_ID_PATTERN.test('willow')).toBe(true)
  })

  describe('through the API', () => {
    let t: Awaited<ReturnType<typeof openTestDb>>
    beforeAll(async () => {
      t = await openTestDb()
    })
    afterAll(async () => {
      await t.close()
    })

    it('a page naming its clinic in capitals stores the canonical id, and the clinic gets the lead', async () => {
      const a = makeTestApp(t.db, t.dataDir)
      await seedDemoClinics(t.db, a.clock.now())
      expect((await a.get('/api/clinics/WILLOW')).json.content.id).toBe('willow')
      const r = await a.post('/api/pet', { ...validPet(), clinic_id: 'Willow' }, { 'x-captcha': await a.captcha() })
      expect(r.status).toBe(201)
      const [row] = await t.db.query<{ clinic_id: string; lead_clinic_id: string; data: { clinic_id: string } }>(
        'SELECT clinic_id, lead_clinic_id, data FROM submissions WHERE id = $1',
        [r.json.content._id],
      )
      expect([row!.clinic_id, row!.lead_clinic_id, row!.data.clinic_id]).toEqual(['willow', 'willow', 'willow'])
    })
  })

  it("migration 014 makes stored ids canonical and derives each older lead's clinic by the one rule", async () => {
    const db = await openPgliteDb()
    const before = migrations.findIndex((m) => m.id.startsWith('014_'))
    await migrate(db, migrations.slice(0, before))
    const insert = (id: string, clinic: string | null, routed: string | null, rule: string | null) =>
      db.query(
        `INSERT INTO submissions (id, kind, clinic_id, data, created_at, routed_clinic_id, route_rule) VALUES ($1, 'health', $2, $3, now(), $4, $5)`,
        [id, clinic, JSON.stringify({ clinic_id: clinic }), routed, rule],
      )
    const [old, inactive, routed] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    await insert(old, 'Willow', null, null) // stored before routing existed
    await insert(inactive, 'Pleasanton', null, 'unknown clinic') // a clinic form naming an inactive partner
    await insert(routed, null, 'acacia', 'nearest in range')
    await migrate(db, undefined, triageEngine)
    const rows = await db.query<{
      id: string
      clinic_id: string | null
      lead_clinic_id: string | null
      data: { clinic_id: string | null }
    }>('SELECT id, clinic_id, lead_clinic_id, data FROM submissions')
    const by = Object.fromEntries(rows.map((r) => [r.id, [r.clinic_id, r.data.clinic_id, r.lead_clinic_id]]))
    expect(by).toEqual({
      [old]: ['willow', 'willow', 'willow'],
      [inactive]: ['pleasanton', 'pleasanton', null],
      [routed]: [null, null, 'acacia'],
    })
    await db.close()
  }, 120_000) // a fresh embedded database, migrated step by step
})
