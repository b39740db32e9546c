import { beforeEach, describe, expect, it } from 'vitest'
import { exportClinics } from './exportClinics'
import { importClinics } from './importClinics'
import { seedDemoClinics } from './seedDemoClinics'
import { instantAt } from '../hours/zonedTime'
import type { SmsSender } from '../sms/smsSender'
import { seedDemoWorkspace, staffSession } from '../testing/demoWorkspace'
import { validLowCost, validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'

/**
 * The 24-hour emergency capability end to end on PGlite: the demo marks Willow Park (Livermore),
 * open around the clock; export and import carry it; the clinic's owner sets
 * it in Settings; and an emergency sent to Pleasanton Pet Care while it is closed names Willow
 * Park (phone, distance, town) in the widget's notice, the acknowledgement e-mail and its text,
 * while in open hours they name Pleasanton itself. The clock is injected.
 */
let t: TestDb
withTestDb((d) => {
  t = d
})
const LA = 'America/Los_Angeles'
const la = (h: number) => new Date(instantAt(2026, 11, 24, h, 0, LA))
const clock = testClock(la(3))
const noSms: SmsSender = { send: async () => ({ id: 'unused' }), findSent: async () => null }
let a: ReturnType<typeof makeTestApp>
beforeEach(async () => {
  clock.set(la(3))
  a = makeTestApp(t.db, t.dataDir, { clock, sms: noSms })
  await seedDemoClinics(t.db, clock.now())
  // Pleasanton Pet Care keeps weekday hours, 8:00 to 18:00 in its zone.
  const weekdays = [[], ...Array.from({ length: 5 }, () => [{ open: '08:00', close: '18:00' }]), []]
  await t.db.query("UPDATE clinics SET opening_hours = $1 WHERE id = 'pleasanton'", [
    JSON.stringify({ timeZone: LA, week: weekdays, closures: [] }),
  ])
})

/** An emergency (a seizure now) for Pleasanton from its ZIP code, with a mobile and consent to texts. */
async function emergency() {
  const r = await a.post(
    '/api/pet',
    {
      ...validPet(),
      clinic_id: 'pleasanton',
      zip_code: '94566',
      phone_number: '9255550123',
      sms_consent: true,
      additional_info: 'He is having a seizure right now and will not stop shaking',
    },
    { 'x-captcha': await a.captcha() },
  )
  expect(r.status).toBe(201)
  const id = r.json.content._id as string
  const [mail] = await t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM outbox WHERE ack_of = $1', [id])
  const [sms] = await t.db.query<{ body: string }>('SELECT body FROM sms_messages WHERE submission_id = $1', [id])
  return {
    notice: String(r.json.content.triage?.emergency?.text ?? ''),
    phone: r.json.content.triage?.emergency?.phone,
    subject: mail!.subject,
    mail: mail!.text_body,
    sms: sms!.body,
  }
}

describe('the emergency hospital, through the API', () => {
  it('at 3 in the morning, with Pleasanton closed, names Willow Park in the notice, the e-mail and the text', async () => {
    const { notice, phone, subject, mail, sms } = await emergency()
    const named =
      /Pleasanton Pet Care is closed now, so call Willow Park Animal Hospital, a 24-hour emergency hospital \d+ miles away in Livermore, now at \(925\) 555-0151/
    expect(notice).toMatch(named)
    expect(mail).toMatch(named)
    expect(mail).toContain('Phone: (925) 555-0151')
    expect(sms).toMatch(named)
    expect(sms).toContain('Reply STOP to opt out.')
    // The widget's link dials the number the notice names; the subject and the first words say to call it now.
    expect(phone).toEqual({ label: '(925) 555-0151', tel: '+19255550151' })
    expect(subject).toBe('Possible emergency: call Willow Park Animal Hospital now at (925) 555-0151')
    // The owner is told why: the sign read in their words is named.
    expect(mail).toMatch(/^What you describe \(seizure or collapse\) may be an emergency\. Do not wait for a call/)
    expect(sms).toMatch(/^PetLead: What you describe \(seizure or collapse\) may be an emergency\. Do not wait for a call/)
  })

  it('at 10 in the morning, with Pleasanton open, the clinic is the one to call', async () => {
    clock.set(la(10))
    const { notice, phone, subject, mail, sms } = await emergency()
    expect(phone).toEqual({ label: '(925) 555-0186', tel: '+19255550186' })
    expect(subject).toBe('Possible emergency: call Pleasanton Pet Care now at (925) 555-0186')
    for (const text of [notice, mail, sms]) {
      expect(text).toContain('call Pleasanton Pet Care now at (925) 555-0186')
      expect(text).not.toContain('Willow Park')
    }
  })

  it("names the same hospital in the service request's estimate, the wizard's result", async () => {
    const r = await a.post(
      '/api/form_low_cost',
      {
        ...validLowCost(),
        clinic_id: 'pleasanton',
        zip_code: '94566',
        service: 'lameness_mobility',
        pet_type: 'dog',
        weight: '30',
        request: 'He ate chocolate an hour ago and is shaking',
      },
      { 'x-captcha': await a.captcha() },
    )
    expect(r.status).toBe(201)
    expect(String(r.json.content)).toMatch(
      /Pleasanton Pet Care is closed now, so call Willow Park Animal Hospital, a 24-hour emergency hospital \d+ miles away in Livermore/,
    )
    // The estimate's notice dials the hospital it names; the owner's triage sits beside `_id`, the same shape as POST /pet's.
    expect(String(r.json.content)).toContain('<a href="tel:+19255550151">(925) 555-0151</a>')
    expect(r.json.triage.emergency.phone).toEqual({ label: '(925) 555-0151', tel: '+19255550151' })
  })

  it('with the hospital no longer marked, the closed clinic’s phone and the nearest emergency clinic', async () => {
    await t.db.query('UPDATE clinics SET emergency = false')
    const { mail } = await emergency()
    expect(mail).toContain('call Pleasanton Pet Care now at (925) 555-0186, or go to the nearest emergency clinic.')
  })
})

describe('the emergency capability as data', () => {
  it('is seeded on one demo partner, open around the clock, and carried by export and import', async () => {
    const exported = await exportClinics(t.db)
    expect(exported.filter((c) => c.emergency).map((c) => c.id)).toEqual(['willow-park'])
    expect(exported.find((c) => c.id === 'willow-park')!.openingHours!.week.flat()).toEqual(
      Array(7).fill({ open: '00:00', close: '24:00' }),
    )
    expect(exported.find((c) => c.id === 'pleasanton')).not.toHaveProperty('emergency')
    await t.db.query('DELETE FROM clinics')
    expect((await importClinics(t.db, JSON.parse(JSON.stringify(exported)), clock.now())).ok).toBe(true)
    expect((await exportClinics(t.db)).filter((c) => c.emergency).map((c) => c.id)).toEqual(['willow-park'])
  })

  it("is asked for by the clinic's owner in Settings and set once the network approves it", async () => {
    await seedDemoWorkspace(t.db, clock.now())
    const headers = await staffSession(a, 'owner@willow.test')
    const read = async () => (await a.get('/api/workspace/settings/willow', headers)).json.content as Record<string, unknown>
    const { id: _id, logoUrl: _logo, ...form } = await read()
    expect(form.emergency).toBe(false)
    const put = (json: unknown) => a.call('PUT', '/api/workspace/settings/willow', { json, headers })
    expect((await put({ ...form, emergency: true })).status).toBe(200)
    expect(await read()).toMatchObject({ emergency: false, pendingChange: { changes: { emergency: true } } })
    // Putting the live value back withdraws the request.
    expect((await put({ ...form, emergency: false })).status).toBe(200)
    expect(await read()).toMatchObject({ emergency: false, pendingChange: null })
    expect((await put({ ...form, emergency: true })).status).toBe(200)
    const network = await staffSession(a, 'demo@petlead.test')
    const [request] = (await a.get('/api/workspace/clinic-changes', network)).json.content.requests
    expect((await a.post(`/api/workspace/clinic-changes/${request.id}/approve`, {}, network)).status).toBe(200)
    expect(await read()).toMatchObject({ emergency: true, pendingChange: null })
  })
})
