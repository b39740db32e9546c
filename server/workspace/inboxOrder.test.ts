import { beforeEach, describe, expect, it } from 'vitest'
import { seedDemoWorkspace, staffSession } from '../testing/demoWorkspace'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'

/**
 * Emergencies come first in the inbox: the open ones pinned above the list, up to a hundred; an
 * open emergency beyond those is never hidden, the list keeps it where it falls.
 */
const W = '/api/workspace'
let t: TestDb
let a: ReturnType<typeof makeTestApp>
withTestDb((d) => {
  t = d
})
beforeEach(async () => {
  a = makeTestApp(t.db, t.dataDir, { clock: testClock() })
  await seedDemoWorkspace(t.db, a.clock.now())
})

/** `n` open leads of Willow at `urgency`, one a minute from `minutesAgo` minutes before now; their ids, newest first. */
async function leads(n: number, urgency: string, minutesAgo: number): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    `INSERT INTO submissions (id, kind, clinic_id, data, created_at, routed_clinic_id, route_rule, urgency)
     SELECT gen_random_uuid(), 'health', 'willow', '{}', $1::timestamptz + make_interval(mins => i), 'willow', 'clinic form', $2
     FROM generate_series(0, $3 - 1) AS i RETURNING id, created_at`,
    [new Date(a.clock.now().getTime() - minutesAgo * 60_000), urgency, n],
  )
  return rows.reverse().map((r) => r.id)
}

describe('the inbox order', () => {
  it('pins the hundred newest open emergencies, and lists an older one among the rest instead of hiding it', async () => {
    const [oldest] = await leads(1, 'emergency', 500)
    const routine = await leads(1, 'routine', 400)
    const pinnedIds = await leads(100, 'emergency', 300)
    const page = (await a.get(`${W}/leads`, await staffSession(a, 'front@willow.test'))).json.content as {
      pinned: Array<{ id: string }>
      items: Array<{ id: string }>
    }
    expect(page.pinned.map((l) => l.id)).toEqual(pinnedIds)
    expect(page.items.map((l) => l.id)).toEqual([...routine, oldest])
  })
})
