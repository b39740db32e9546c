import { describe, expect, it } from 'vitest'
import { offlineProvider } from '../assessment/offlineEngine'
import type { Provider } from '../assessment/provider'
import { seedDemoWorkspace, staffSession } from '../testing/demoWorkspace'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'

let t: TestDb
withTestDb((d) => {
  t = d
})

/** A model that counts what it was asked: each call is the operator's money. */
function countingModel() {
  const asked: string[] = []
  const provider: Provider = {
    ...offlineProvider,
    name: 'counting-model',
    usesModel: true,
    answer: async (prompt: string) => {
      asked.push(prompt)
      return 'An essay.'
    },
  }
  return { provider, asked }
}

const PROMPT = { prompt: 'Write a 500-word essay about tax law' }
const CALL = '/api/pet_app/request_to_gpt_4o_mini'

describe("the /test page's model call in production", () => {
  it('is not there for an anonymous caller: 404, and the model is never asked', async () => {
    const model = countingModel()
    const a = makeTestApp(t.db, t.dataDir, { provider: model.provider, config: { mode: 'production', aiTestKey: 'dev-key-1234567890' } })
    for (let i = 0; i < 30; i++) expect((await a.post(CALL, PROMPT)).status).toBe(404)
    expect((await a.post(CALL, PROMPT, { authorization: 'Bearer not-the-key' })).status).toBe(404)
    expect(model.asked).toEqual([])
  })

  it('answers a developer holding AI_TEST_KEY, and a signed-in staff member', async () => {
    const model = countingModel()
    const a = makeTestApp(t.db, t.dataDir, { provider: model.provider, config: { mode: 'production', aiTestKey: 'dev-key-1234567890' } })
    const byKey = await a.post(CALL, PROMPT, { authorization: 'Bearer dev-key-1234567890' })
    expect(byKey.json).toEqual({ success: true, content: 'An essay.' })
    await seedDemoWorkspace(t.db, a.deps.clock.now(), ['willow'])
    const staff = await staffSession(a, 'owner@willow.test')
    expect((await a.post(CALL, PROMPT, staff)).json).toEqual({ success: true, content: 'An essay.' })
    expect(model.asked).toHaveLength(2)
  })

  it('without AI_TEST_KEY, opens to staff only', async () => {
    const model = countingModel()
    const a = makeTestApp(t.db, t.dataDir, { provider: model.provider, config: { mode: 'production' } })
    expect((await a.post(CALL, PROMPT, { authorization: 'Bearer ' })).status).toBe(404)
    expect(model.asked).toEqual([])
  })
})
