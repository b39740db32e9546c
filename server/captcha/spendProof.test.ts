import { describe, expect, it } from 'vitest'
import type { DeclaredCall } from '../openapi/declareCall'
import { PUBLIC_CALLS } from '../routes/publicFamilies'
import { validContact, validDental, validLowCost, validPet, validQrFields } from '../testing/payloads'
import { makeTestApp, storedRows } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'

/**
 * The third attacker's review, finding 8: the clinic forms' captcha was sidestepped by routing. A
 * script left `clinic_id` out and let the ZIP route the lead (94566 is Pleasanton's), or posted the
 * QR form, whose clinic (AMCP) is fixed, and so aimed leads and texts at a chosen clinic with no
 * captcha at all. Now every anonymous create pays a one-use proof, whatever routes it.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
// Tuesday 24 November 2026, 10:00 in Pleasanton: its slots are open.
withDemoWorkspace((w) => ({ t, a } = w), { ids: ['willow', 'pleasanton', 'amcp'], now: new Date('2026-11-24T18:00:00Z') })

/** The proof-paying calls as a script sends them: no clinic named, the ZIP or the form choosing it. */
const SEND: Record<string, (headers: Record<string, string>) => ReturnType<typeof a.call>> = {
  '/pet': (headers) => a.call('POST', '/api/pet', { json: { ...validPet(), zip_code: '94566', sms_consent: true }, headers }),
  '/pet/dentipet_pet': (headers) => a.call('POST', '/api/pet/dentipet_pet', { json: validDental(), headers }),
  '/pet/check_dental_ai': (headers) => a.call('POST', '/api/pet/check_dental_ai', { json: validDental(), headers }),
  '/pet_app/dental_check_amcp': (headers) => {
    const body = new FormData()
    for (const [k, v] of Object.entries(validQrFields())) body.append(k, v)
    return a.call('POST', '/api/pet_app/dental_check_amcp', { body, headers })
  },
  '/form_low_cost': (headers) => a.call('POST', '/api/form_low_cost', { json: { ...validLowCost(), zip_code: '94566' }, headers }),
  '/contact': (headers) => a.call('POST', '/api/contact', { json: validContact(), headers }),
  '/bookings/holds': async (headers) => {
    const slots = await a.get('/api/clinics/pleasanton/slots?service=vaccination&days=14')
    const start = slots.json.content.slots[0].start as string
    return a.call('POST', '/api/bookings/holds', { json: { clinic_id: 'pleasanton', service: 'vaccination', start }, headers })
  },
  '/pet_app/request_to_gpt_4o_mini': (headers) =>
    a.call('POST', '/api/pet_app/request_to_gpt_4o_mini', { json: { prompt: 'Write a 500-word essay about tax law' }, headers }),
}

const PAYING = PUBLIC_CALLS.filter((c): c is DeclaredCall => c.method !== 'get' && c.auth === 'captcha')

/** Everything an anonymous create could leave behind: submissions, uploads, jobs, holds, texts and mail. */
async function rowsLeft(): Promise<number> {
  const [r] = await t.db.query<{ n: string }>(
    'SELECT (SELECT count(*) FROM bookings) + (SELECT count(*) FROM sms_messages) + (SELECT count(*) FROM outbox) AS n',
  )
  return (await storedRows(t.db)) + Number(r!.n)
}

const refusedProofs = async () => (await a.deps.metrics.refusals.get()).values.find((v) => v.labels.rule === 'proof')?.value ?? 0

describe('proof of work on every anonymous create', () => {
  it('the calls that pay one are exactly the creates of a lead, a hold or a model call', () => {
    expect(PAYING.map((c) => c.path).sort()).toEqual(Object.keys(SEND).sort())
  })

  it('routing around the clinic captcha is refused (ZIP 94566, the AMCP QR form, every create): 403, nothing stored, counted; a solved proof is taken once', async () => {
    for (const call of PAYING) {
      const send = SEND[call.path]!
      const before = await rowsLeft()
      const refusedBefore = await refusedProofs()
      const none = await send({ 'x-captcha': '' })
      expect([none.status, none.json?.content], call.path).toEqual([403, { captcha: 'Please confirm you are not a robot' }])
      const forged = await send({
        'x-captcha': Buffer.from(JSON.stringify({ challenge: { signature: 'x', parameters: {} } })).toString('base64'),
      })
      expect(forged.status, call.path).toBe(403)
      expect(await rowsLeft(), `${call.path} stored nothing`).toBe(before)
      expect(await refusedProofs(), call.path).toBe(refusedBefore + 2)

      const proof = await a.captcha()
      const paid = await send({ 'x-captcha': proof })
      expect(paid.status, `${call.path}: ${paid.text}`).toBeLessThan(300)
      const replayed = await send({ 'x-captcha': proof })
      expect([replayed.status, replayed.json?.content], call.path).toEqual([403, { captcha: 'This captcha was already used' }])
    }
  })

  it('a create the owner mail budget refuses spends no proof: the same proof works once the owner is within budget', async () => {
    const b = makeTestApp(t.db, t.dataDir, { clock: a.clock, config: { ownerMailHourlyLimit: 1 } })
    const proof = await b.captcha()
    expect((await b.post('/api/pet', { ...validPet(), email: 'once@example.com' })).status).toBe(201)
    // Over the address's hour: the lead and the proof's spending roll back together.
    expect((await b.post('/api/pet', { ...validPet(), email: 'once@example.com' }, { 'x-captcha': proof })).status).toBe(429)
    expect((await b.post('/api/pet', { ...validPet(), email: 'other@example.com' }, { 'x-captcha': proof })).status).toBe(201)
  })

  it('the /test prompt in production: a staff session or AI_TEST_KEY pays no proof, no one else gets past the 404', async () => {
    const prod = makeTestApp(t.db, t.dataDir, { clock: a.clock, config: { mode: 'production', aiTestKey: 'dev-key-123' } })
    const ask = (headers: Record<string, string>) =>
      prod.call('POST', '/api/pet_app/request_to_gpt_4o_mini', { json: { prompt: 'hello' }, headers })
    expect((await ask({ authorization: 'Bearer dev-key-123', 'x-captcha': '' })).status).toBe(200)
    expect((await ask({})).status).toBe(404)
  })
})
