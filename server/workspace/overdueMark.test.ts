import { describe, expect, it } from 'vitest'
import { staffSession } from '../testing/demoWorkspace'
import { validPet } from '../testing/payloads'
import type { TestDb } from '../testing/withTestDb'
import { OFFICE_HOURS, withDemoWorkspace, type DemoWorkspace } from '../testing/withDemoWorkspace'

/**
 * The inbox marks an unclaimed lead still new once its first-contact target has passed, in the
 * list and on its page, with the target it passed: an emergency's shorter one, the clinic's own
 * over the server's. Claimed (or contacted), the mark goes.
 */
const W = '/api/workspace'
const MIN = 60_000
const MALE_CAT_BLOCKED = 'i need help with urinary problems. My male cat keeps going to the litter box and nothing comes out, crying'

let t: TestDb
let a: DemoWorkspace['a']
let clock: DemoWorkspace['clock']
withDemoWorkspace((w) => ({ t, a, clock } = w), {
  now: OFFICE_HOURS,
  config: { claimTargetMinutes: 5, rerouteAfterMinutes: 30, emergencyTargetMinutes: 1 },
})

/** A health lead routed by ZIP 94588 to Pleasanton. */
async function submit(extra: Record<string, unknown> = {}): Promise<string> {
  const r = await a.post('/api/pet', { ...validPet(), ...extra })
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
type Mark = { id: string; overdue_since: string | null; target_minutes: number | null }
async function marks(session: Awaited<ReturnType<typeof staffSession>>): Promise<Record<string, [string | null, number | null]>> {
  const page = (await a.get(`${W}/leads`, session)).json.content as { pinned: Mark[]; items: Mark[] }
  return Object.fromEntries([...page.pinned, ...page.items].map((l) => [l.id, [l.overdue_since, l.target_minutes]]))
}

describe('a lead past its first-contact target', () => {
  it('is marked in the inbox and on its page once its target has passed, an emergency after 1 minute, a routine lead after 5', async () => {
    const start = a.clock.now().getTime()
    const routine = await submit()
    const emergency = await submit({ pet_type: 'cat', gender: 'male', additional_info: MALE_CAT_BLOCKED })
    const ana = await staffSession(a, 'front@pleasanton.test')
    const iso = (minutes: number) => new Date(start + minutes * MIN).toISOString()

    clock.set(new Date(start + 0.9 * MIN))
    expect(await marks(ana)).toEqual({ [routine]: [null, null], [emergency]: [null, null] })
    clock.set(new Date(start + 1 * MIN))
    expect(await marks(ana)).toEqual({ [routine]: [null, null], [emergency]: [iso(1), 1] })
    clock.set(new Date(start + 5 * MIN))
    expect(await marks(ana)).toEqual({ [routine]: [iso(5), 5], [emergency]: [iso(1), 1] })
    expect((await a.get(`${W}/leads/${routine}`, ana)).json.content).toMatchObject({ overdue_since: iso(5), target_minutes: 5 })

    // Taken on, a lead is no longer waiting: claimed, or contacted without a claim first.
    expect((await a.post(`${W}/leads/${emergency}/claim`, {}, ana)).json.content).toMatchObject({ overdue_since: null })
    expect((await a.patch(`${W}/leads/${routine}`, { status: 'contacted' }, ana)).status).toBe(200)
    expect(await marks(ana)).toEqual({ [routine]: [null, null], [emergency]: [null, null] })
  })

  it("counts the clinic's own target over the server's", async () => {
    await t.db.query(`UPDATE clinics SET first_contact = '{"targetMinutes": 15}' WHERE id = 'pleasanton'`)
    const start = a.clock.now().getTime()
    const id = await submit()
    const ana = await staffSession(a, 'front@pleasanton.test')
    clock.set(new Date(start + 14 * MIN))
    expect((await marks(ana))[id]).toEqual([null, null])
    clock.set(new Date(start + 15 * MIN))
    expect((await marks(ana))[id]).toEqual([new Date(start + 15 * MIN).toISOString(), 15])
  })
})
