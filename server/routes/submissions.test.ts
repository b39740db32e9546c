import { describe, expect, it } from 'vitest'
import { jpegPolyglot, jpegWithExif, samples, text } from '../testing/samples'
import { formWith, makeTestApp, storedRows, TEST_ORIGIN } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { validContact, validDental, validLowCost, validPet, validQrFields } from '../testing/payloads'
import { demoHost } from '../../demo/demoHost'

let t: TestDb
withTestDb((d) => {
  t = d
})
const app = () => makeTestApp(t.db, t.dataDir, { hostPages: demoHost })

describe('lookups', () => {
  it('serves every list with name, and prev_info with title and description', async () => {
    const a = app()
    const dogs = await a.get('/api/dog_breed')
    expect(dogs.json.success).toBe(true)
    expect(dogs.json.content.length).toBeGreaterThan(150)
    expect(dogs.json.content.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Mixed Breed (Small)', 'Mixed Breed (Medium)', 'Mixed Breed (Large)', 'Labrador Retriever']),
    )
    const cats = (await a.get('/api/cat_breed')).json.content.map((d: { name: string }) => d.name)
    expect(cats).toEqual(expect.arrayContaining(['Domestic Shorthair', 'Domestic Longhair', 'Domestic Mediumhair']))
    expect((await a.get('/api/medicine')).json.content.length).toBeGreaterThanOrEqual(40)
    expect((await a.get('/api/condition')).json.content.length).toBeGreaterThanOrEqual(40)
    expect((await a.get('/api/allergie')).json.content.length).toBeGreaterThanOrEqual(25)
    const prev = (await a.get('/api/prev_info')).json.content
    expect(prev).toContainEqual({
      title: 'Skin & Coat',
      description: 'skin problems, itching or hair loss',
      title_es: 'Piel y pelaje',
      description_es: 'problemas de piel, picazón o caída de pelo',
    })
  })
})

describe('POST /pet and /pet/dentipet_pet', () => {
  it('stores the submission and returns content._id', async () => {
    const a = app()
    const res = await a.post('/api/pet', validPet())
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      success: true,
      content: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), triage: { urgency: 'routine', emergency: null, watch: null } },
    })
    const [row] = await t.db.query<{ kind: string; data: { email: string } }>('SELECT kind, data FROM submissions WHERE id = $1', [
      res.json.content._id,
    ])
    expect(row).toMatchObject({ kind: 'health', data: { email: 'ann@example.com' } })
    const dental = await a.post('/api/pet/dentipet_pet', validDental())
    expect(dental.status).toBe(201)
    expect(await storedRows(t.db)).toBe(4) // two submissions, each with its job (due after the grace period)
  })

  it.each([
    ['owner_name', '', 'Is required'],
    ['pet_name', '   ', 'Is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 'x"y@example.com', 'Please enter a valid email address'],
    ['phone_number', '555-123', 'Use digits only'],
    ['pet_type', 'hamster', 'Is required'],
    ['gender', 'other', 'Is required'],
    ['neutered_or_spayed', 'maybe', 'Is required'],
    ['weight', '12kg', 'Use digits only'],
    ['zip_code', '12345678901', 'At most 10 characters'],
    ['birthday', '2999-01-01', 'The birthday cannot be after today'],
    ['birthday', '2020-02-30', 'Is required'],
  ])('rejects %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await app().post('/api/pet', { ...validPet(), [field]: value })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ success: false, content: expect.objectContaining({ [field]: message }) })
    expect(await storedRows(t.db)).toBe(0)
  })

  it('rejects missing fields, unknown fields, wrong types and bad JSON', async () => {
    const a = app()
    const { primary_breed: _, ...noBreed } = validPet()
    expect((await a.post('/api/pet', noBreed)).json.content.primary_breed).toBe('Is required')
    expect((await a.post('/api/pet', { ...validPet(), is_admin: true })).status).toBe(400)
    expect((await a.post('/api/pet', { ...validPet(), medications: 'all' })).status).toBe(400)
    expect((await a.post('/api/pet', [1, 2])).status).toBe(400)
    const bad = await a.call('POST', '/api/pet', { body: '{"pet_name":', headers: { 'content-type': 'application/json' } })
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ success: false, content: { _: 'Malformed JSON' } })
    expect(await storedRows(t.db)).toBe(0)
  })

  it('answers 413 for an oversized JSON body', async () => {
    const res = await app().post('/api/pet', { ...validPet(), additional_info: 'x'.repeat(70_000) })
    expect(res.status).toBe(413)
    expect(res.json.success).toBe(false)
  })
})

describe('photos and follow-up calls', () => {
  it('/pet/image/{id} stores a cleaned photo, queues one job, serves it back with nosniff', async () => {
    const a = app()
    const id = (await a.post('/api/pet', validPet())).json.content._id
    const res = await a.call('POST', `/api/pet/image/${id}`, { body: formWith('image', jpegWithExif()) })
    expect(res.status).toBe(200)
    const url: string = res.json.content.image_url
    expect(url).toMatch(/^http:\/\/demo\.test\/api\/uploads\/[A-Za-z0-9_-]{24}\.jpg$/)
    const served = await a.app.request(url.replace(TEST_ORIGIN, ''))
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.includes('GPSLatitude')).toBe(false)
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    expect((await t.db.query('SELECT * FROM jobs WHERE submission_id = $1', [id])).length).toBe(1)
    expect(a.wakes.count).toBeGreaterThan(0)
  })

  it('dentipet follow-ups address dental submissions only; unknown ids are 404', async () => {
    const a = app()
    const pet = (await a.post('/api/pet', validPet())).json.content._id
    const dental = (await a.post('/api/pet/dentipet_pet', validDental())).json.content._id
    expect((await a.call('POST', `/api/pet/dentipet/message_to_ia/${dental}`)).status).toBe(202)
    expect((await a.call('POST', `/api/pet/dentipet/message_to_ia/${pet}`)).status).toBe(404)
    expect((await a.call('POST', `/api/pet/message_to_ia/${crypto.randomUUID()}`)).status).toBe(404)
    expect((await a.call('POST', '/api/pet/message_to_ia/not-an-id')).status).toBe(404)
    expect((await a.call('POST', `/api/pet/image/${crypto.randomUUID()}`, { body: formWith('image', samples.jpeg()) })).status).toBe(404)
    expect((await a.get('/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).status).toBe(404)
    expect((await a.get('/api/uploads/..%2f..%2fetc%2fpasswd')).status).toBe(404)
  })

  it('refuses non-images, polyglots and lying types with 415, oversize with 413, a missing part with 400', async () => {
    const a = app()
    const id = (await a.post('/api/pet', validPet())).json.content._id
    const before = await storedRows(t.db)
    for (const bytes of [text('<html><script>alert(1)</script>'), jpegPolyglot(), text('%PDF-1.4')]) {
      const res = await a.call('POST', `/api/pet/image/${id}`, { body: formWith('image', bytes, 'foto.jpg', 'image/jpeg') })
      expect(res.status).toBe(415)
    }
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(samples.jpeg())
    expect((await a.call('POST', '/api/file', { body: formWith('image', big) })).status).toBe(413)
    const huge = new Uint8Array(11 * 1024 * 1024)
    expect((await a.call('POST', '/api/file', { body: formWith('image', huge) })).status).toBe(413)
    const noFile = new FormData()
    noFile.append('image', 'just text')
    expect((await a.call('POST', '/api/file', { body: noFile })).status).toBe(400)
    expect((await a.post('/api/file', { image: 'x' })).status).toBe(415)
    expect(await storedRows(t.db)).toBe(before)
  })

  it('/file answers content [url]; /pet_app/image_app takes a data URL', async () => {
    const a = app()
    const file = await a.call('POST', '/api/file', { body: formWith('image', samples.png(), 'foto.png', 'image/png') })
    expect(file.json).toEqual({ success: true, content: [expect.stringMatching(/\/api\/uploads\/.+\.png$/)] })
    const dataUrl = 'data:image/webp;base64,' + Buffer.from(samples.webp()).toString('base64')
    const app2 = await a.post('/api/pet_app/image_app', { image: dataUrl })
    expect(app2.json).toEqual({ success: true, content: expect.stringMatching(/\.webp$/) })
    const lie = await a.post('/api/pet_app/image_app', {
      image: 'data:image/png;base64,' + Buffer.from('<svg/onload=alert(1)>').toString('base64'),
    })
    expect(lie.status).toBe(415)
    expect((await a.post('/api/pet_app/image_app', { image: 'javascript:alert(1)' })).status).toBe(400)
  })
})

describe('HTML results', () => {
  it('/pet/check_dental_ai stores and returns escaped HTML with the offline assessment', async () => {
    const a = app()
    const res = await a.post('/api/pet/check_dental_ai', { ...validDental(), pet_name: '<img src=x onerror=alert(1)>' })
    expect(res.status).toBe(201)
    expect(res.json._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.json.content).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(res.json.content).not.toContain('<img')
    expect(res.json.content).toContain('No AI model was used')
  })

  it('/pet_app/dental_check_amcp takes the QR multipart with a photo and answers HTML', async () => {
    const a = app()
    const res = await a.call('POST', '/api/pet_app/dental_check_amcp', {
      body: formWith('photo', jpegWithExif(), 'foto.jpg', 'image/jpeg', validQrFields()),
    })
    expect(res.status).toBe(201)
    expect(res.json.content).toContain('Breath rated 4 of 5')
    const [row] = await t.db.query<{ kind: string; clinic_id: string; image_path: string }>(
      'SELECT kind, clinic_id, image_path FROM submissions',
    )
    expect(row).toMatchObject({ kind: 'qr_dental', clinic_id: 'amcp', image_path: expect.stringMatching(/\.jpg$/) })
    const bad = await a.call('POST', '/api/pet_app/dental_check_amcp', {
      body: formWith('photo', samples.jpeg(), 'foto.jpg', 'image/jpeg', { ...validQrFields(), bad_breath: '7' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.json.content.bad_breath).toBe("Please rate your pet's breath from 1 to 5.")
    const notImage = await a.call('POST', '/api/pet_app/dental_check_amcp', {
      body: formWith('photo', text('MZ\x90\x00'), 'foto.jpg', 'image/jpeg', validQrFields()),
    })
    expect(notImage.status).toBe(415)
    expect(await storedRows(t.db)).toBe(3) // the first: submission, upload, job
  })

  it('/pet_app/dental_check_amcp asks for a missing birthdate instead of stating an age', async () => {
    const a = app()
    for (const birthdate of ['', undefined]) {
      const fields: Record<string, string> = { ...validQrFields() }
      if (birthdate === undefined) delete fields.birthdate
      else fields.birthdate = birthdate
      const res = await a.call('POST', '/api/pet_app/dental_check_amcp', {
        body: formWith('photo', samples.jpeg(), 'foto.jpg', 'image/jpeg', fields),
      })
      expect(res.status).toBe(400)
      expect(res.json.content.birthdate).toBe('Is required')
      expect(JSON.stringify(res.json)).not.toMatch(/years|months old/)
    }
    expect(await storedRows(t.db)).toBe(0)
  })

  it("/form_low_cost answers the service, the nearest partner's own price range and the assessment when analizeAi", async () => {
    await seedDemoClinics(t.db, new Date())
    const a = app()
    const res = await a.post('/api/form_low_cost', validLowCost())
    expect(res.status).toBe(201)
    expect(res.json.content).toContain('Skin rash')
    // Pleasanton Pet Care's own cat price for skin rash (demo/clinics.example.json), not a national average.
    expect(res.json.content).toMatch(
      /Pleasanton Pet Care<\/strong>, 1\.9 miles away <strong>\(will contact you\)<\/strong><br>Estimated price: \$80 - \$230/,
    )
    expect(res.json.content).toContain('Urgency:')
    const noAi = await a.post('/api/form_low_cost', {
      ...validLowCost(),
      service: 'spay_neuter',
      analizeAi: false,
      pet_type: 'dog',
      weight: '60',
    })
    expect(noAi.json.content).toMatch(
      /Pleasanton Pet Care<\/strong>, 1\.9 miles away <strong>\(will contact you\)<\/strong><br>Estimated price: \$290 - \$575/,
    )
    expect(noAi.json.content).not.toContain('Urgency:')
    const bad = await a.post('/api/form_low_cost', { ...validLowCost(), pet_breeds: ['a', 'b', 'c'], service: 'haircut' })
    expect(bad.status).toBe(400)
    expect(bad.json.content).toMatchObject({ pet_breeds: 'Choose at most 2 breeds', service: 'This field is required *' })
  })
})

describe('contact and the /test prompt', () => {
  it('/contact stores the message and queues the lead e-mail', async () => {
    const a = app()
    const res = await a.post('/api/contact', validContact())
    expect(res.status).toBe(201)
    expect((await t.db.query('SELECT * FROM jobs')).length).toBe(1)
    expect((await a.post('/api/contact', { ...validContact(), comment: '' })).json.content.comment).toBe('Is required')
  })

  it('/pet_app/request_to_gpt_4o_mini answers through the provider, rate-limited per client', async () => {
    const a = app()
    const res = await a.post('/api/pet_app/request_to_gpt_4o_mini', { prompt: 'My cat is sneezing' })
    expect(res.json).toEqual({ success: true, content: expect.stringContaining('No AI model is configured') })
    expect((await a.post('/api/pet_app/request_to_gpt_4o_mini', { prompt: '' })).status).toBe(400)
    let last = 0
    for (let i = 0; i < 31; i++)
      last = (await a.post('/api/pet_app/request_to_gpt_4o_mini', { prompt: 'hi there' }, { 'x-forwarded-for': '10.9.9.9' })).status
    expect(last).toBe(429)
  })
})

describe('serving', () => {
  it('CORS, when CORS_ORIGINS lists origins, allows only those', async () => {
    const a = makeTestApp(t.db, t.dataDir, { config: { corsOrigins: [TEST_ORIGIN] } })
    const ok = await a.call('OPTIONS', '/api/pet', {
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,x-captcha',
      },
    })
    expect(ok.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    const evil = await a.get('/api/dog_breed', { origin: 'https://evil.example' })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('serves every demo route with its widget under a strict CSP, and /routes lists them', async () => {
    const a = app()
    const { demoRoutes } = await import('../../demo/pages/routes')
    for (const r of demoRoutes) {
      const page = await a.get(r.path)
      expect(page.status, r.path).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(page.text).toContain(`data-petlead-form="${r.form}"`)
      if (r.clinicId) expect(page.text).toContain(`data-clinic-id="${r.clinicId}"`)
      expect(page.text).not.toMatch(/<script>|style=|onload=|onclick=/)
    }
    const home = await a.get('/')
    expect(home.text).toContain('data-petlead-form="service-request"')
    expect(home.text).toContain('data-petlead-form="contact"')
    const routes = await a.get('/routes')
    for (const r of demoRoutes) expect(routes.text).toContain(`href="${r.path}"`)
    expect((await a.get('/form_dental_pleasanton')).status).toBe(404)
    expect((await a.get('/site.css')).headers.get('content-type')).toContain('text/css')
    expect((await a.get('/api/nope')).json).toEqual({ success: false, content: { _: 'Not found' } })
  })

  it('logs method, path, status and time, never personal data', async () => {
    const a = app()
    await a.post('/api/pet', validPet())
    await a.post('/api/pet', { ...validPet(), email: 'bad' })
    expect(a.logged()).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/pet', path: '/api/pet', status: 201, ms: expect.any(Number) }),
    )
    // The bad e-mail as a logged value ("bad"): a bare /bad/ also matched a request id's hex (…7badf6…) now and then.
    expect(a.logs.join('\n')).not.toMatch(/ann@example|Ann Owner|5551234567|"bad"/)
  })
})
