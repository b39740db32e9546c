import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import { runDueJobs } from '../jobs/runDueJobs'
import { DEMO_USER } from '../db/demoUser'
import { validLowCost, validPet } from '../testing/payloads'
import { samples } from '../testing/samples'
import { formWith, makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { seedDemoAccounts } from './seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * A lead's photos are the clinic's to see, through the workspace only: a service request's photo
 * and quote are on its lead page and served by the authorised routes (404 to another clinic); no
 * webhook payload carries a public photo URL; a photo changes only while its submission is open,
 * and every change is on the timeline.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
const IDS = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
withTestDb((d) => {
  t = d
})
beforeEach(async () => {
  a = makeTestApp(t.db, t.dataDir, { clock: testClock(), config: { webhookAllowLoopback: true } })
  a.deps.resolveHost = async () => [{ address: '93.184.216.34', family: 4 }]
  await seedDemoClinics(t.db, a.clock.now())
  await seedDemoAccounts(t.db, IDS, a.clock.now())
})

async function upload(bytes: Uint8Array): Promise<string> {
  const r = await a.call('POST', '/api/file', { body: formWith('image', bytes) })
  expect(r.status).toBe(201)
  return r.json.content[0] as string
}
const path = (url: string) => new URL(url).pathname
async function bytesOf(url: string, headers: Record<string, string> = {}) {
  const res = await a.app.request(path(url), { headers })
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe("a service request's photos", () => {
  it('are on the lead page and served by the workspace to its clinic only; the webhook payload names no photo URL', async () => {
    const [photoUrl, quoteUrl] = [await upload(samples.jpeg()), await upload(samples.png())]
    const routedTo = async (id: string) =>
      (await t.db.query<{ c: string }>('SELECT lead_clinic_id AS c FROM submissions WHERE id = $1', [id]))[0]!.c
    // Find the partner this ZIP code routes to, and give it a webhook endpoint before the real request.
    const probe = (await a.post('/api/form_low_cost', { ...validLowCost(), analizeAi: false })).json._id as string
    const clinic = await routedTo(probe)
    const owner = await staffSession(a, `owner@${clinic}.test`)
    expect((await a.post('/api/workspace/webhooks', { url: 'https://hooks.example.com/in', events: ['lead.created'] }, owner)).status).toBe(
      201,
    )

    const sent = await a.post('/api/form_low_cost', { ...validLowCost(), imageUrl: photoUrl, imageQuoteUrl: quoteUrl, analizeAi: true })
    expect(sent.status).toBe(201)
    const id = sent.json._id as string
    expect(await routedTo(id)).toBe(clinic)

    const page = (await a.get(`/api/workspace/leads/${id}`, owner)).json.content
    expect(page.photo_url).toMatch(new RegExp(`/api/workspace/leads/${id}/photo$`))
    expect(page.quote_photo_url).toMatch(new RegExp(`/api/workspace/leads/${id}/quote_photo$`))
    expect(JSON.stringify(page)).not.toContain(path(photoUrl))
    expect(JSON.stringify(page)).not.toContain(path(quoteUrl))
    const photo = await bytesOf(page.photo_url, owner)
    expect(photo.status).toBe(200)
    expect(photo.bytes).toEqual((await bytesOf(photoUrl)).bytes)
    expect((await bytesOf(page.quote_photo_url, owner)).bytes).toEqual((await bytesOf(quoteUrl)).bytes)

    // Another clinic's owner, and no session at all: the 404 of an unknown id, and 401.
    const other = await staffSession(a, `owner@${IDS.find((c) => c !== clinic)}.test`)
    for (const url of [page.photo_url, page.quote_photo_url]) {
      expect((await bytesOf(url, other)).status).toBe(404)
      expect((await bytesOf(url)).status).toBe(401)
    }

    const [delivery] = await t.db.query<{ payload: string }>('SELECT payload FROM webhook_deliveries WHERE submission_id = $1', [id])
    const lead = JSON.parse(delivery!.payload).data.lead
    expect(lead.has_photo).toBe(true)
    expect(lead.data).not.toHaveProperty('imageQuoteUrl')
    expect(lead.data).not.toHaveProperty('imageUrl')
    for (const url of [photoUrl, quoteUrl]) expect(delivery!.payload).not.toContain(path(url).split('/').pop())
  })
})

describe('changing a photo', () => {
  it('is allowed while the submission is open and recorded on the timeline; refused (409) once it is complete', async () => {
    const id = (await a.post('/api/pet', { ...validPet(), zip_code: '94588' })).json.content._id as string
    const first = await a.call('POST', `/api/pet/image/${id}`, { body: formWith('image', samples.jpeg()) })
    expect(first.status).toBe(200)
    const second = await a.call('POST', `/api/pet/image/${id}`, { body: formWith('image', samples.png()) })
    expect(second.status).toBe(200)
    expect(await runDueJobs(a.deps, 10)).toBe(1) // assessed: the submission is complete

    const late = await a.call('POST', `/api/pet/image/${id}`, { body: formWith('image', samples.webp()) })
    expect(late.status).toBe(409)
    const [row] = await t.db.query<{ image_path: string }>('SELECT image_path FROM submissions WHERE id = $1', [id])
    expect(second.json.content.image_url).toContain(row!.image_path)

    const network = await staffSession(a, DEMO_USER.email)
    const page = (await a.get(`/api/workspace/leads/${id}`, network)).json.content
    expect(page.timeline.filter((e: { type: string }) => e.type === 'photo').map((e: { note: string }) => e.note)).toEqual([
      'Photo added',
      'Photo replaced',
    ])
    // The lead page serves the photo it has now, the replaced one nowhere.
    expect((await bytesOf(page.photo_url, network)).bytes).toEqual((await bytesOf(second.json.content.image_url)).bytes)
  })
})
