import { describe, expect, it } from 'vitest'
import { runDueJobs } from '../jobs/runDueJobs'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { offlineProvider } from './offlineEngine'
import type { Provider } from './provider'

let t: TestDb
withTestDb((d) => {
  t = d
})

/** A model that counts every call: each one is the operator's money. */
function countingModel() {
  const calls: string[] = []
  const provider: Provider = {
    name: 'counting-model',
    usesModel: true,
    async assess() {
      calls.push('assess')
      return 'Urgency: LOW. Looks fine.'
    },
    async urgency() {
      calls.push('urgency')
      return 'routine'
    },
    async answer() {
      calls.push('answer')
      return 'An essay.'
    },
  }
  return { provider, calls }
}

const PROMPT = { prompt: 'Write a 500-word essay about tax law' }
const CALL = '/api/pet_app/request_to_gpt_4o_mini'
const HOUR = 3_600_000

describe('the hourly model budget (MODEL_HOURLY_LIMIT), shared by every caller', () => {
  it('stops a stream of /test prompts at the budget with 429 and Retry-After, alerts the operator once, and opens again the next hour', async () => {
    const clock = testClock()
    const model = countingModel()
    const a = makeTestApp(t.db, t.dataDir, { clock, provider: model.provider, config: { modelHourlyLimit: 5 } })
    const statuses: number[] = []
    // Five addresses, so the per-address prompt limit is not what stops them: the budget is global.
    for (let i = 0; i < 10; i++) statuses.push((await a.call('POST', CALL, { json: PROMPT, remote: `198.51.100.${i}` })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429])
    expect(model.calls).toHaveLength(5)
    const refused = await a.call('POST', CALL, { json: PROMPT, remote: '198.51.100.99' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    expect(a.logged().filter((l) => l.msg.includes('model hourly budget of 5 calls crossed'))).toHaveLength(1)
    expect(await a.deps.metrics.registry.getSingleMetricAsString('petlead_model_calls_refused_total')).toMatch(/ 6$/m)

    clock.advance(HOUR)
    expect((await a.call('POST', CALL, { json: PROMPT, remote: '198.51.100.1' })).status).toBe(200)
    expect(model.calls).toHaveLength(6)
  })

  it('over budget, a lead still gets its assessment at once from the offline engine, which says no model was used', async () => {
    const clock = testClock()
    const model = countingModel()
    const a = makeTestApp(t.db, t.dataDir, { clock, provider: model.provider, config: { modelHourlyLimit: 2 } })
    // The budget spent by the /test page: two calls.
    for (let i = 0; i < 2; i++) expect((await a.post(CALL, PROMPT)).status).toBe(200)
    const id = (await a.post('/api/pet', validPet())).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    // One run: no retry and no backoff wait for a budget that is spent.
    expect(await runDueJobs(a.deps)).toBe(1)
    expect(model.calls).toEqual(['answer', 'answer'])
    const [sub] = await t.db.query<{ result_text: string; result_engine: string; urgency: string }>(
      'SELECT result_text, result_engine, urgency FROM submissions WHERE id = $1',
      [id],
    )
    expect(sub).toMatchObject({ result_engine: offlineProvider.name, result_text: expect.stringContaining('No AI model was used') })
    expect(sub!.urgency).toBeTruthy()
  })

  it('within budget, each assessment and its urgency reach the model and count', async () => {
    const model = countingModel()
    const a = makeTestApp(t.db, t.dataDir, { provider: model.provider, config: { modelHourlyLimit: 2 } })
    const id = (await a.post('/api/pet', validPet())).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    expect(await runDueJobs(a.deps)).toBe(1)
    expect(model.calls).toEqual(['assess', 'urgency'])
    // Both calls spent the budget: the next prompt waits.
    expect((await a.post(CALL, PROMPT)).status).toBe(429)
  })
})
