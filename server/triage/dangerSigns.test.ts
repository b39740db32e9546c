import { describe, expect, it } from 'vitest'
import { DANGER_SIGNS } from '../../src/schemas/dangerSigns'
import { en } from '../../src/text/en'
import { alertText } from '../alerts/alertText'
import { submissionTriage } from '../assessment/submissionTriage'
import { demoHost } from '../../demo/demoHost'
import { samples } from '../testing/samples'
import { validLowCost, validPet, validQrFields } from '../testing/payloads'
import { formWith, makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { serverText } from '../text/serverText'
import { leadFindings } from '../workspace/leadFindings'
import type { LeadRow } from '../db/leadsRepo'
import { DANGER_SIGN_TABLE } from './dangerSigns'
import { emergencyNotice } from './emergencyNotice'
import { SOURCES } from './sources'

/**
 * A box ticked on the danger-sign checklist is an emergency by itself: the stored triage names it
 * (the flag's words, in English for the clinic and in the owner's language for the owner) with its
 * source, so every notice that reads the stored triage names it; an unknown key is a 400.
 */

/** Words that name no sign at all: only the ticked box can make this lead an emergency. */
const calm = { ...validPet(), additional_info: 'Annual checkup, she is doing well.' }

describe('a ticked danger sign in the stored triage', () => {
  it('makes a calm submission an emergency, named with its source, each of the eleven alone', () => {
    expect(submissionTriage('health', calm)!.urgency).toBe('routine')
    for (const key of DANGER_SIGNS) {
      const found = submissionTriage('health', { ...calm, danger_signs: [key] })!
      const { flag, source } = DANGER_SIGN_TABLE[key]
      expect(found.urgency, key).toBe('emergency')
      expect(found.signs, key).toContainEqual(
        expect.objectContaining({
          rule: `danger-sign:${key}`,
          flag,
          urgency: 'emergency',
          sign: serverText('en').flags[flag].sign,
          words: en.dangerSigns.signs[key],
          source: SOURCES[source].url,
        }),
      )
    }
  })

  it('is named in the owner notice (both languages), the clinic notice, the staff alert and the lead page', () => {
    const stored = submissionTriage('health', { ...calm, pet_type: 'cat', danger_signs: ['urine'] })!
    const clinic = { name: 'Willow', phone: '(925) 555-0100' }
    expect(emergencyNotice(stored, clinic, 'en')!.text).toContain('straining or unable to pee')
    expect(emergencyNotice(stored, clinic, 'es')!.signs).toEqual([serverText('es').flags.urine.sign])
    const alert = alertText({ urgency: 'emergency', reason: 'new', link: 'https://x.test/l/1', lead: { data: calm, triage: stored } })
    expect(alert.title).toMatch(/^Emergency lead/)
    expect(alert.facts[0]).toBe(`straining or unable to pee: "${en.dangerSigns.signs.urine}"`)
    // The workspace's lead page and the webhooks list it among the red flags.
    expect(leadFindings({ triage: stored } as LeadRow).red_flags).toContain('straining or unable to pee')
  })

  it('a stored key the table does not know names nothing and raises nothing', () => {
    expect(submissionTriage('health', { ...calm, danger_signs: ['hiccups'] })!.urgency).toBe('routine')
  })
})

let t: TestDb
withTestDb((d) => {
  t = d
})
const app = () => makeTestApp(t.db, t.dataDir, { hostPages: demoHost })
const spanish = { 'accept-language': 'es' }

describe('danger_signs on the create calls', () => {
  it('POST /pet: a ticked sign answers the emergency notice naming it, in the owner language', async () => {
    const res = await app().post('/api/pet', { ...calm, danger_signs: ['bloat'] }, spanish)
    expect(res.status).toBe(201)
    expect(res.json.content.triage.urgency).toBe('emergency')
    expect(res.json.content.triage.emergency.signs).toEqual([serverText('es').flags.bloat.sign])
  })

  it("POST /pet: the owner's acknowledgement names the ticked sign first, in their language, and says to call now", async () => {
    const res = await app().post('/api/pet', { ...calm, danger_signs: ['bloat'] }, spanish)
    expect(res.status).toBe(201)
    const [ack] = await t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM outbox WHERE ack_of = $1', [
      res.json.content._id,
    ])
    expect(ack!.subject).toMatch(/^Posible emergencia: llame/)
    expect(ack!.text_body).toContain(`Lo que usted describe (${serverText('es').flags.bloat.sign}) puede ser una emergencia.`)
  })

  it('an unknown key, or a list that is not one, is a 400 naming danger_signs, and nothing is stored', async () => {
    const a = app()
    for (const danger_signs of [['hiccups'], 'breathing', [1]]) {
      const res = await a.post('/api/pet', { ...calm, danger_signs })
      expect(res.status, JSON.stringify(danger_signs)).toBe(400)
      expect(Object.keys(res.json.content)).toEqual(['danger_signs'])
    }
    const low = await a.post('/api/form_low_cost', { ...validLowCost(), danger_signs: ['nope'] })
    expect(low.status).toBe(400)
    expect(low.json.content.danger_signs).toContain('breathing, collapse')
    const [n] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM submissions')
    expect(Number(n!.n)).toBe(0)
  })

  it('the multipart QR check reads the list as one JSON part, and refuses one that is not', async () => {
    const a = app()
    const post = (danger_signs: string) =>
      a.call('POST', '/api/pet_app/dental_check_amcp', {
        body: formWith('photo', samples.jpeg(), 'foto.jpg', 'image/jpeg', { ...validQrFields(), danger_signs }),
      })
    const ok = await post('["heat"]')
    expect(ok.status).toBe(201)
    expect(ok.json.triage.urgency).toBe('emergency')
    expect(ok.json.triage.emergency.signs).toEqual([serverText('en').flags.paleGums.sign])
    for (const bad of ['heat', '{"a":1}', '["heat","nope"]']) {
      const res = await post(bad)
      expect(res.status, bad).toBe(400)
      expect(Object.keys(res.json.content)).toEqual(['danger_signs'])
    }
  })
})
