import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeEach, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../repoRoot'
import { runDueJobs } from '../jobs/runDueJobs'
import { validLowCost, validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { exportClinics } from './exportClinics'
import { importClinics } from './importClinics'
import { inlineLogoFiles } from './inlineLogoFiles'
import { DEMO_CLINICS_FILE, seedDemoClinics } from './seedDemoClinics'
import { testClock } from '../testing/testClock'

type Row = {
  id: string
  name: string
  phone: string
  leadEmails: string[]
  services: Record<string, { dogSmall: number[]; dogLarge: number[]; cat: number[] }>
}
const demo = JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Row[]
const byId = (id: string) => demo.find((c) => c.id === id)!
const price = (r: number[]) => `$${r[0]} - $${r[1]}`

let t: TestDb
withTestDb((d) => {
  t = d
})
beforeEach(async () => {
  const seeded = await seedDemoClinics(t.db, new Date('2026-01-01'))
  expect(seeded.ok).toBe(true)
})
// Monday 2 March 2026, 10:00 in California: the demo clinics are open (they keep office hours), so an emergency names its own clinic.
const app = () => makeTestApp(t.db, t.dataDir, { clock: testClock(new Date('2026-03-02T18:00:00Z')) })
/** The mail a lead's job writes (the owner's acknowledgement, queued with the lead, is left out). */
const mails = () =>
  t.db.query<{ to_addr: string; subject: string; text_body: string; html_body: string }>(
    'SELECT to_addr, subject, text_body, html_body FROM outbox WHERE ack_of IS NULL ORDER BY created_at',
  )

describe('/form_low_cost names the partners in range with their own prices', () => {
  it("prices a cat from the nearest partner's own cat column, and marks who will call", async () => {
    const a = app()
    const res = await a.post('/api/form_low_cost', { ...validLowCost(), zip_code: '94588', service: 'dental_care', analizeAi: false })
    expect(res.status).toBe(201)
    const html: string = res.json.content
    const pleasanton = byId('pleasanton')
    expect(html).toContain(
      `${pleasanton.name}</strong>, 1.9 miles away <strong>(will contact you)</strong><br>Estimated price: ${price(pleasanton.services.dental_care!.cat)}`,
    )
    const [row] = await t.db.query<{ routed_clinic_id: string; route_rule: string; route_distance_miles: number }>(
      'SELECT routed_clinic_id, route_rule, route_distance_miles FROM submissions WHERE id = $1',
      [res.json._id],
    )
    expect(row).toEqual({ routed_clinic_id: 'pleasanton', route_rule: 'nearest in range', route_distance_miles: 1.9 })
  })

  it("prices a 60 lb dog from each partner's large-dog column, and names only the partners in range that offer the service", async () => {
    const a = app()
    const html: string = (
      await a.post('/api/form_low_cost', {
        ...validLowCost(),
        zip_code: '94588',
        service: 'dental_care',
        pet_type: 'dog',
        weight: '60',
        analizeAi: false,
      })
    ).json.content
    // In range of 94588 with dental care: Pleasanton (1.9 mi) and Willow Park in Livermore (7.3 mi).
    // The Tri-Valley program is nearer than Willow Park but does no dental care.
    expect(html.indexOf('Pleasanton Pet Care')).toBeLessThan(html.indexOf('Willow Park Animal Hospital'))
    expect(html).toContain(price(byId('pleasanton').services.dental_care!.dogLarge))
    expect(html).toContain(price(byId('willow-park').services.dental_care!.dogLarge))
    expect(html).not.toContain(price(byId('pleasanton').services.dental_care!.dogSmall))
    for (const c of demo.filter((c) => !['pleasanton', 'willow-park'].includes(c.id))) expect(html).not.toContain(c.name)
    expect(html).toContain(byId('pleasanton').phone)
    expect(html).toContain('https://pleasanton.example.org/book')
  })

  it('shows no price when no partner is in range, and says what happens next', async () => {
    const a = app()
    const html: string = (await a.post('/api/form_low_cost', { ...validLowCost(), zip_code: '10001', analizeAi: true })).json.content
    expect(html).toContain('No partner clinic or program in the PetLead network serves ZIP 10001')
    expect(html).toContain("PetLead's team has your request and will e-mail you at cy@example.com")
    expect(html).not.toMatch(/\$\d/)
    for (const c of demo) expect(html).not.toContain(c.name)
    await runDueJobs(a.deps)
    expect((await mails()).map((m) => m.to_addr)).toContain('leads@petlead.local')
  })

  it("opens the result and both e-mails with the emergency notice, with the clinic's phone and poison control", async () => {
    const a = app()
    const res = await a.post('/api/form_low_cost', {
      ...validLowCost(),
      zip_code: '94588',
      service: 'wellness_exam',
      analizeAi: false,
      request: 'He ate chocolate an hour ago and is shaking',
    })
    const html: string = res.json.content
    expect(html).toMatch(
      /^<div class="petlead-result"><div class="petlead-emergency" role="alert"><p><strong>Possible emergency\.<\/strong>/,
    )
    expect(html.indexOf('(925) 555-0186')).toBeLessThan(html.indexOf('<h2>'))
    expect(html).toContain('ASPCA Animal Poison Control (888) 426-4435')
    await runDueJobs(a.deps)
    const list = await mails()
    expect(list.map((m) => m.to_addr).sort()).toEqual(['cy@example.com', 'leads@pleasanton.example.org'])
    const lead = list.find((m) => m.to_addr === 'leads@pleasanton.example.org')!
    expect(lead.text_body).toMatch(
      /^POSSIBLE EMERGENCY: The owner reports possible poisoning \(in their words or ticked on the checklist\)\. Please call the owner now at 5551112222\./,
    )
    const owner = list.find((m) => m.to_addr === 'cy@example.com')!
    expect(owner.text_body).toMatch(/^POSSIBLE EMERGENCY: .*call Pleasanton Pet Care now at \(925\) 555-0186/)
    expect(owner.text_body).toContain('(888) 426-4435')
    // The acknowledgement, queued with the lead, already says to call now rather than wait for a call.
    const [ack] = await t.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE ack_of = $1', [res.json._id])
    expect(ack!.text_body).toContain('Do not wait for a call: call Pleasanton Pet Care now at (925) 555-0186')
    for (const m of list) {
      expect(m.html_body.indexOf('Possible emergency')).toBeLessThan(
        m.html_body.indexOf('Reference') === -1 ? m.html_body.indexOf('Thank you') : m.html_body.indexOf('Reference'),
      )
    }
    const calm = (await a.post('/api/form_low_cost', { ...validLowCost(), zip_code: '94588', service: 'wellness_exam', analizeAi: false }))
      .json.content
    expect(calm).not.toContain('emergency')
  })
})

describe('leads without clinic_id go to the routed partner', () => {
  it("e-mails a health assessment from a ZIP near Lancaster to Lancaster's lead address", async () => {
    const a = app()
    const id = (await a.post('/api/pet', { ...validPet(), zip_code: '93535' })).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    await runDueJobs(a.deps)
    const lead = (await mails()).find((m) => m.subject.startsWith('New lead'))!
    expect(lead.to_addr).toBe('leads@lancaster.example.org')
    expect(lead.subject).toContain('Lancaster Veterinary Center')
  })
})

describe('GET /clinics/{id}', () => {
  it('answers the public part only, cacheable with an ETag and 304', async () => {
    const a = app()
    const res = await a.get('/api/clinics/pleasanton')
    expect(res.status).toBe(200)
    expect(Object.keys(res.json.content).sort()).toEqual([
      'bookingUrl',
      'id',
      'logo',
      'name',
      'phone',
      'privacyUrl',
      'promotions',
      'resultsVariant',
      'theme',
      'website',
    ])
    expect(res.json.content).toMatchObject({
      name: 'Pleasanton Pet Care',
      phone: '(925) 555-0186',
      resultsVariant: 'dental-special',
      theme: { primary: '#be185d' },
    })
    for (const secret of ['leads@pleasanton.example.org', '1989 Santa Rita Rd', 'radius', 'dogLarge', 'lead'])
      expect(res.text).not.toContain(secret)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const etag = res.headers.get('etag')!
    expect((await a.get('/api/clinics/pleasanton', { 'if-none-match': etag })).status).toBe(304)
    expect((await a.get('/api/clinics/nowhere')).status).toBe(404)

    const logo = await a.call('GET', new URL(res.json.content.logo).pathname + new URL(res.json.content.logo).search)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff')
    expect(logo.headers.get('content-security-policy')).toContain('sandbox')
    expect(logo.text).toContain('Pleasanton Pet Care logo')
    expect((await a.get('/api/clinics/pleasanton/logo', { 'if-none-match': logo.headers.get('etag')! })).status).toBe(304)
  })
})

describe('import', () => {
  it('rejects a bad row with its row number and field, and writes nothing', async () => {
    await t.db.query('DELETE FROM clinics')
    const rows = structuredClone(demo).slice(0, 3) as Array<Record<string, unknown>>
    rows[1]!.zip = '00000'
    rows[2]!.services = { dental_care: { dogSmall: [300, 100], dogLarge: [1, 2], cat: [1, 2] } }
    const r = await importClinics(t.db, inlineLogoFiles(rows, join(REPO_ROOT, 'demo')), new Date())
    expect(r).toEqual({
      ok: false,
      errors: [
        { row: 2, field: 'zip', message: 'Unknown ZIP code 00000' },
        { row: 3, field: 'services.dental_care.dogSmall', message: 'The first price must not exceed the second' },
      ],
    })
    expect(await t.db.query('SELECT id FROM clinics')).toEqual([])
  })

  it("keeps a clinic's languages through export and import, and the public call serves them", async () => {
    const rows = structuredClone(demo)
      .slice(0, 2)
      .map((r) => ({ ...r, logo: undefined })) as Array<Record<string, unknown>>
    rows[0]!.languages = ['es']
    rows[1]!.languages = ['en', 'es']
    expect((await importClinics(t.db, rows, new Date())).ok).toBe(true)
    const exported = await exportClinics(t.db)
    const [first, second] = [rows[0]!.id, rows[1]!.id].map((id) => exported.find((c) => c.id === id)!)
    expect(first!.languages).toEqual(['es'])
    // Every language listed is no restriction: stored as NULL, exported as absent.
    expect(second!.languages).toBeUndefined()

    await t.db.query('DELETE FROM clinics')
    expect((await importClinics(t.db, JSON.parse(JSON.stringify(exported)), new Date())).ok).toBe(true)
    expect((await exportClinics(t.db)).find((c) => c.id === first!.id)!.languages).toEqual(['es'])
    const res = await app().get(`/api/clinics/${String(first!.id)}`)
    expect(res.json.content.languages).toEqual(['es'])
    expect((await app().get(`/api/clinics/${String(second!.id)}`)).json.content.languages).toBeUndefined()
  })

  it('is idempotent, and the CLI prints each bad row with its number and field', async () => {
    const again = await importClinics(t.db, inlineLogoFiles(demo, join(REPO_ROOT, 'demo')), new Date())
    expect(again.ok).toBe(true)
    expect(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM clinics'))[0]!.n)).toBe(demo.length)

    const dir = mkdtempSync(join(tmpdir(), 'petlead-cli-'))
    const file = join(dir, 'bad.json')
    writeFileSync(
      file,
      JSON.stringify([
        { ...demo[0], logo: undefined },
        { ...demo[1], logo: undefined, leadEmails: ['not-an-address'] },
      ]),
    )
    // A port nothing listens on: the CLI finds no server and opens its own database in DATA_DIR.
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/cli/clinics.ts'), 'import', file], {
      env: { ...process.env, DATA_DIR: dir, PORT: '9', DATABASE_URL: '' },
      cwd: REPO_ROOT,
    })
    const failed = await run.then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain('row 2, leadEmails.0: Must be an e-mail address')
    expect(failed?.stderr).toContain('Nothing imported: 1 problem.')
  }, 90_000)
})
