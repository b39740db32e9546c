import { describe, expect, it } from 'vitest'
import { runDueJobs } from '../jobs/runDueJobs'
import { validDental, validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { en } from '../text/en'
import { es } from '../text/es'
import { ModelBudgetSpent } from './modelBudget'
import type { Provider } from './provider'

let t: TestDb
withTestDb((d) => {
  t = d
})

const model: Provider = {
  name: 'test-model',
  usesModel: true,
  assess: async () => 'Urgency: LOW. Looks fine.',
  answer: async () => '',
}

/** How often `part` occurs in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1

async function ownerMails(to: string) {
  return t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM outbox WHERE to_addr = $1', [to])
}

/**
 * One honest way of speaking about the assessment: on screen and in e-mails, the same sentence says
 * which engine wrote it (the offline rules engine, or the configured model by name), once; the note
 * states the urgency the lead is stored with; and an e-mail never tells its reader to wait for an e-mail.
 */
describe('the assessment says which engine wrote it', () => {
  it('on screen and in the e-mail, once, in the same words: the offline rules engine', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const res = await a.post('/api/pet/check_dental_ai', validDental())
    expect(count(res.json.content, en.assessmentBy.offline.replaceAll("'", '&#39;'))).toBe(1)
    await runDueJobs(a.deps)
    const [mail] = (await ownerMails('bo@example.com')).filter((m) => m.subject.startsWith('Your PetLead assessment'))
    expect(count(mail!.text_body, en.assessmentBy.offline)).toBe(1)
  })

  it('on screen and in the e-mail, in the same words: the model, by name', async () => {
    const a = makeTestApp(t.db, t.dataDir, { provider: model })
    const res = await a.post('/api/pet/check_dental_ai', validDental(), { 'accept-language': 'es' })
    expect(res.json.content).toContain(es.assessmentBy.model('test-model'))
    const id = (await a.post('/api/pet', validPet())).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    await runDueJobs(a.deps)
    const [mail] = (await ownerMails('ann@example.com')).filter((m) => m.subject.startsWith('Your PetLead assessment'))
    expect(count(mail!.text_body, en.assessmentBy.model('test-model'))).toBe(1)
    expect(mail!.text_body).not.toContain('No AI model was used')
  })
})

describe('the offline note', () => {
  it("states the lead's stored urgency, once: vomiting on an anti-inflammatory is an emergency in triage, and the note says so once", async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const id = (await a.post('/api/pet', { ...validPet(), additional_info: 'vomiting twice today' })).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    await runDueJobs(a.deps)
    const [row] = await t.db.query<{ urgency: string; result_text: string }>('SELECT urgency, result_text FROM submissions WHERE id = $1', [
      id,
    ])
    expect(row!.urgency).toBe('emergency')
    expect(row!.result_text.match(/^Urgency: \w+/gm)).toEqual(['Urgency: HIGH'])
    expect(row!.result_text).toContain('anti-inflammatory')
  })

  it('says the urgency a model raised it to, when the model could not write the note and the offline engine did', async () => {
    // The model's budget is spent for the note, but its own urgency (asked separately) is worse than the rules'.
    const raising: Provider = {
      ...model,
      assess: async () => {
        throw new ModelBudgetSpent(60)
      },
      urgency: async () => 'emergency',
    }
    const a = makeTestApp(t.db, t.dataDir, { provider: raising })
    const id = (await a.post('/api/pet', validPet())).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    await runDueJobs(a.deps)
    const [row] = await t.db.query<{ urgency: string; result_engine: string; result_text: string }>(
      'SELECT urgency, result_engine, result_text FROM submissions WHERE id = $1',
      [id],
    )
    expect(row).toMatchObject({ urgency: 'emergency', result_engine: 'offline' })
    expect(row!.result_text.match(/^Urgency: \w+/gm)).toEqual(['Urgency: HIGH'])
  })
})

describe("an emergency's e-mails", () => {
  it.each([
    ['en', 'Do not wait for an e-mail', 'can be an emergency. Do not wait: call'],
    ['es', 'No espere un correo', 'puede ser una emergencia. No espere: llame'],
  ])('(%s) say to call now, never to wait for an e-mail', async (lang, never, says) => {
    const a = makeTestApp(t.db, t.dataDir)
    const res = await a.post(
      '/api/pet',
      { ...validPet(), additional_info: 'He ate a whole bar of dark chocolate an hour ago' },
      { 'accept-language': lang },
    )
    await a.call('POST', `/api/pet/message_to_ia/${res.json.content._id}`)
    await runDueJobs(a.deps)
    const mails = await ownerMails('ann@example.com')
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.some((m) => m.text_body.includes(says))).toBe(true)
    for (const m of mails) expect(`${m.subject}\n${m.text_body}`).not.toContain(never)
  })
})
