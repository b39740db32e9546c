import { describe, expect, it } from 'vitest'
import type { Provider } from '../assessment/provider'
import { runDueJobs } from '../jobs/runDueJobs'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'

let t: TestDb
withTestDb((d) => {
  t = d
})

/** A model that writes a fixed note and answers `urgency` as told (or fails). */
function model(urgency: () => Promise<'emergency' | 'soon' | 'routine'>): Provider {
  return { name: 'test-model', usesModel: true, assess: async () => 'Urgency: LOW', answer: async () => '', urgency }
}

async function submitAndRun(provider: Provider, notes: string, lang = 'en') {
  const a = makeTestApp(t.db, t.dataDir, { clock: testClock(), provider })
  // No anti-inflammatory: vomiting on one is an emergency by its own rule (nsaid-stomach), and these tests are about the model.
  const res = await a.post(
    '/api/pet',
    { ...validPet(), medications: [], clinic_id: undefined, additional_info: notes },
    { 'accept-language': lang },
  )
  const id = res.json.content._id as string
  await a.post(`/api/pet/message_to_ia/${id}`, {})
  await runDueJobs(a.deps)
  const [row] = await t.db.query<{ urgency: string; model_urgency: string | null; triage: { urgency: string } }>(
    'SELECT urgency, model_urgency, triage FROM submissions WHERE id = $1',
    [id],
  )
  return { res, row: row! }
}

describe('never downgrade', () => {
  it('a model answering "routine" leaves an engine emergency an emergency; both are stored', async () => {
    const { row } = await submitAndRun(
      model(async () => 'routine'),
      'he ate a whole bar of dark chocolate an hour ago',
    )
    expect(row).toMatchObject({ urgency: 'emergency', model_urgency: 'routine', triage: { urgency: 'emergency' } })
  })
  it('a model answering "emergency" raises a routine lead', async () => {
    const { row } = await submitAndRun(
      model(async () => 'emergency'),
      'Scratching a lot lately.',
    )
    expect(row).toMatchObject({ urgency: 'emergency', model_urgency: 'emergency', triage: { urgency: 'routine' } })
  })
  it('a model that fails or times out changes nothing', async () => {
    const { row } = await submitAndRun(
      model(async () => {
        throw new Error('timeout')
      }),
      'vomiting since this morning',
    )
    expect(row).toMatchObject({ urgency: 'soon', model_urgency: null })
  })
  it("POST /pet answers the stored triage in the owner's language: the notice, or what to watch for", async () => {
    const { res } = await submitAndRun(
      model(async () => 'soon'),
      'mi perro se comió unas uvas',
      'es',
    )
    expect(res.json.content.triage.urgency).toBe('emergency')
    expect(res.json.content.triage.emergency.title).toBe('Posible emergencia')
    const puppy = await submitAndRun(
      model(async () => 'soon'),
      'my puppy is vomiting, not sure about his shots',
      'en',
    )
    expect(puppy.res.json.content.triage.watch.title).toBe('What to watch for')
  })
})
