import { createHash } from 'node:crypto'
import { Validator } from '@seriousme/openapi-schema-validator'
// ajv comes with @seriousme/openapi-schema-validator (its own JSON Schema engine): here it checks
// real answers and bodies against the schemas the document publishes.
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contactMessageSchema } from '../../src/schemas/contactMessage'
import { dentalSubmissionSchema } from '../../src/schemas/dentalSubmission'
import { lowCostRequestSchema } from '../../src/schemas/lowCostRequest'
import { petAssessmentSchema } from '../../src/schemas/petAssessment'
import { qrDentalCheckSchema } from '../../src/schemas/qrDentalCheck'
import { apiApp } from '../apiApp'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { validContact, validDental, validLowCost, validPet, validQrFields } from '../testing/payloads'
import { samples, text } from '../testing/samples'
import { formWith, makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'

let t: TestDb
withTestDb((d) => {
  t = d
})
const app = () => makeTestApp(t.db, t.dataDir)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON
type Doc = any

/**
 * Route families that are NOT public, and why the document leaves them out:
 * - `/workspace/*`: the clinic front desk's signed-in app (session cookie, CSRF-checked), not
 *   part of the widget contract; its calls change with the workspace's pages.
 * - `/admin/*`: the operator's clinic import/export and invitations, only for the bearer of the
 *   token derived from SERVER_SECRET (what `npm run clinics` uses).
 */
const NOT_PUBLIC = [/^\/workspace(\/|$)/, /^\/admin(\/|$)/]

/** `METHOD /path/{param}` of every route a Hono app registered (middleware left out), public families only. */
function publicRoutes(api: Pick<Hono, 'routes'>): string[] {
  return [
    ...new Set(
      api.routes
        .filter((r) => r.method !== 'ALL' && !NOT_PUBLIC.some((re) => re.test(r.path)))
        .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`),
    ),
  ].sort()
}

/** `METHOD /path` of every operation in the document. */
function documentedCalls(doc: Doc): string[] {
  return Object.entries(doc.paths as Record<string, object>)
    .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
    .sort()
}

async function getDoc(): Promise<Doc> {
  const res = await app().get('/api/openapi.json')
  expect(res.status).toBe(200)
  return res.json
}

/** An Ajv holding the document, so a JSON pointer into it validates a value with its references followed. */
function checker(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema(doc, 'doc')
  const pointer = (...parts: string[]) => 'doc#/' + parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
  return {
    /** Whether `value` is a valid request body of the call. */
    body(method: string, path: string, value: unknown, type = 'application/json') {
      return ajv.validate({ $ref: pointer('paths', path, method, 'requestBody', 'content', type, 'schema') }, value)
    },
    /** Asserts `value` matches the documented answer `status` of the call (following a response $ref). */
    answer(method: string, path: string, status: number, value: unknown) {
      const response = doc.paths[path][method].responses[String(status)]
      expect(response, `${method} ${path} documents ${status}`).toBeDefined()
      const ref = response.$ref
        ? pointer(...response.$ref.slice(2).split('/'), 'content', 'application/json', 'schema')
        : pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema')
      const ok = ajv.validate({ $ref: ref }, value)
      expect(ok, `${method} ${path} ${status}: ${ajv.errorsText()}\n${JSON.stringify(value).slice(0, 500)}`).toBe(true)
    },
  }
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document the official schema accepts, served cacheable with an ETag', async () => {
    const a = app()
    const res = await a.get('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect(res.json.openapi).toBe('3.1.0')
    expect(res.json.servers).toEqual([expect.objectContaining({ url: '/api' })])

    const validator = new Validator()
    const result = await validator.validate(res.json)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')

    // The validator is not a rubber stamp: the same document with a response lacking its
    // required description is refused.
    const broken = structuredClone(res.json)
    delete broken.paths['/pet'].post.responses['201'].description
    expect((await new Validator().validate(broken)).valid).toBe(false)

    const gzipped = await a.get('/api/openapi.json', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    // Compressed bytes are another representation: the validator becomes weak, and still revalidates.
    expect(gzipped.headers.get('etag')).toBe(`W/${etag}`)
    expect((await a.get('/api/openapi.json', { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` })).status).toBe(304)

    const again = await a.get('/api/openapi.json', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('documents every public route the server has, and nothing it lacks', async () => {
    const { deps } = app()
    const doc = await getDoc()
    const routes = publicRoutes(apiApp(deps))
    const documented = documentedCalls(doc)
    expect(
      routes.filter((r) => !documented.includes(r)),
      'public routes missing from the document',
    ).toEqual([])
    expect(
      documented.filter((d) => !routes.includes(d)),
      'documented calls the server does not have',
    ).toEqual([])
    // The calls the widgets make, the lookups, the captcha, the photos, the public clinic call and the document itself.
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /dog_breed',
        'GET /cat_breed',
        'GET /medicine',
        'GET /condition',
        'GET /allergie',
        'GET /prev_info',
        'POST /pet',
        'POST /pet/dentipet_pet',
        'POST /pet/image/{id}',
        'POST /pet/dentipet/image/{id}',
        'POST /pet/message_to_ia/{id}',
        'POST /pet/dentipet/message_to_ia/{id}',
        'POST /file',
        'POST /pet/check_dental_ai',
        'POST /form_low_cost',
        'POST /contact',
        'POST /user/recover_password',
        'POST /user/verify_code',
        'PATCH /user/password',
        'POST /pet_app/image_app',
        'POST /pet_app/request_to_gpt_4o_mini',
        'POST /pet_app/dental_check_amcp',
        'GET /captcha/challenge',
        'GET /clinics/{id}',
        'GET /clinics/{id}/logo',
        'GET /uploads/{name}',
        'GET /openapi.json',
        'GET /reference',
      ]),
    )
    expect(documented.some((d) => /\/(workspace|admin)\b/.test(d))).toBe(false)
  })

  it('notices a public route added without documenting it, and the excluded families stay excluded', async () => {
    const { deps } = app()
    const doc = await getDoc()
    const api = apiApp(deps)
    api.post('/pet/new_call/:id', (c) => c.text('x'))
    api.get('/workspace/new_page', (c) => c.text('x'))
    api.put('/admin/something', (c) => c.text('x'))
    expect(publicRoutes(api).filter((r) => !documentedCalls(doc).includes(r))).toEqual(['POST /pet/new_call/{id}'])
  })

  it('gives every write its shared answers and headers: 400, 409, 413, 422, 429 with Retry-After, Idempotency-Key, optional Accept-Language', async () => {
    const doc = await getDoc()
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Doc>>)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.responses['500'], `${method} ${path} 500`).toBeDefined()
        if (method === 'get') continue
        for (const status of ['400', '409', '413', '422', '429']) expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined()
        expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
      }
    }
    expect(doc.components.responses.TooMany.headers['Retry-After']).toBeDefined()
    expect(doc.components.parameters.AcceptLanguage).toMatchObject({ name: 'Accept-Language', in: 'header', required: false })
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Doc>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (method !== 'get')
          expect(op.parameters, `${method} ${path} Accept-Language`).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' })
      }
    }
    // The captcha header and its 403 on the calls that take a clinic_id.
    for (const path of ['/pet', '/pet/dentipet_pet', '/pet/check_dental_ai']) {
      expect(doc.paths[path].post.parameters).toContainEqual({ $ref: '#/components/parameters/Captcha' })
      expect(doc.paths[path].post.responses['403']).toBeDefined()
    }
    // Multipart where the server reads multipart, with the file part.
    expect(doc.paths['/pet/image/{id}'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['image'])
    expect(doc.paths['/pet_app/dental_check_amcp'].post.requestBody.content['multipart/form-data'].schema.properties.photo).toBeDefined()
    expect(doc.paths['/file'].post.responses['415']).toBeDefined()
  })
})

describe('the bodies are the valibot schemas', () => {
  /** The keys a valibot object schema requires: those not wrapped in optional. */
  const requiredOf = (schema: v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>) =>
    Object.entries(schema.entries)
      .filter(([, s]) => s.type !== 'optional' && s.type !== 'nullish')
      .map(([k]) => k)
      .sort()

  const cases: { path: string; schema: Parameters<typeof requiredOf>[0]; valid: () => Record<string, unknown> }[] = [
    { path: '/pet', schema: petAssessmentSchema, valid: validPet },
    { path: '/pet/dentipet_pet', schema: dentalSubmissionSchema, valid: validDental },
    { path: '/pet/check_dental_ai', schema: dentalSubmissionSchema, valid: validDental },
    { path: '/form_low_cost', schema: lowCostRequestSchema, valid: validLowCost },
    { path: '/contact', schema: contactMessageSchema, valid: validContact },
  ]

  it.each(cases)(
    'POST $path: same fields, same required ones, no others; JSON Schema and valibot agree on good and broken bodies',
    async ({ path, schema, valid }) => {
      const doc = await getDoc()
      const check = checker(doc)
      const body = doc.paths[path].post.requestBody.content['application/json'].schema
      expect(Object.keys(body.properties).sort()).toEqual(Object.keys(schema.entries).sort())
      expect([...body.required].sort()).toEqual(requiredOf(schema))
      expect(body.additionalProperties).toBe(false)

      expect(v.safeParse(schema, valid()).success).toBe(true)
      expect(check.body('post', path, valid())).toBe(true)
      for (const field of requiredOf(schema)) {
        const { [field]: _dropped, ...rest } = valid()
        expect(v.safeParse(schema, rest).success, `valibot without ${field}`).toBe(false)
        expect(check.body('post', path, rest), `document without ${field}`).toBe(false)
      }
      // The e-mail rule is case-insensitive in valibot; the published pattern must be too.
      expect(check.body('post', path, { ...valid(), email: 'Ann.Owner@Example.COM' })).toBe(true)
      for (const email of ['ann@', 'ann@example', 'a b@example.com'])
        expect(check.body('post', path, { ...valid(), email }), email).toBe(false)
      expect(check.body('post', path, { ...valid(), surprise: 1 })).toBe(false)
    },
  )

  it("the QR check's multipart parts are its schema's fields plus the photo", async () => {
    const doc = await getDoc()
    const parts = doc.paths['/pet_app/dental_check_amcp'].post.requestBody.content['multipart/form-data'].schema
    expect(Object.keys(parts.properties).sort()).toEqual([...Object.keys(qrDentalCheckSchema.entries), 'photo'].sort())
    expect([...parts.required].sort()).toEqual(requiredOf(qrDentalCheckSchema))
    expect(checker(doc).body('post', '/pet_app/dental_check_amcp', validQrFields(), 'multipart/form-data')).toBe(true)
    expect(checker(doc).body('post', '/pet_app/dental_check_amcp', { ...validQrFields(), bad_breath: '7' }, 'multipart/form-data')).toBe(
      false,
    )
  })
})

describe('real answers match the documented ones', () => {
  it('success and failure envelopes of the submissions, lookups, captcha, recovery and clinic calls', async () => {
    const a = app()
    await seedDemoClinics(t.db, a.clock.now())
    const check = checker((await a.get('/api/openapi.json')).json)

    const pet = await a.post('/api/pet', validPet())
    expect(pet.status).toBe(201)
    check.answer('post', '/pet', 201, pet.json)
    const follow = await a.post(`/api/pet/message_to_ia/${pet.json.content._id}`, undefined)
    expect(follow.status).toBe(202)
    check.answer('post', '/pet/message_to_ia/{id}', 202, follow.json)

    const bad = await a.post('/api/pet', { ...validPet(), email: 'nope' })
    expect(bad.status).toBe(400)
    check.answer('post', '/pet', 400, bad.json)
    const captcha = await a.post('/api/pet', { ...validPet(), clinic_id: 'willow' }, { 'x-captcha': '' })
    expect(captcha.status).toBe(403)
    check.answer('post', '/pet', 403, captcha.json)
    const unknown = await a.post('/api/pet/image/00000000-0000-4000-8000-000000000000', undefined)
    expect(unknown.status).toBe(404)
    check.answer('post', '/pet/image/{id}', 404, unknown.json)

    const dental = await a.post('/api/pet/dentipet_pet', validDental())
    const image = await a.call('POST', `/api/pet/dentipet/image/${dental.json.content._id}`, {
      body: formWith('image', samples.png(), 'foto.png', 'image/png'),
    })
    expect(image.status).toBe(200)
    check.answer('post', '/pet/dentipet/image/{id}', 200, image.json)
    const file = await a.call('POST', '/api/file', { body: formWith('image', samples.jpeg()) })
    expect(file.status).toBe(201)
    check.answer('post', '/file', 201, file.json)
    const notImage = await a.call('POST', '/api/file', { body: formWith('image', text('not an image')) })
    expect(notImage.status).toBe(415)
    check.answer('post', '/file', 415, notImage.json)
    const qr = new FormData()
    for (const [k, val] of Object.entries(validQrFields())) qr.append(k, val)
    const qrAnswer = await a.call('POST', '/api/pet_app/dental_check_amcp', { body: qr })
    expect(qrAnswer.status).toBe(201)
    check.answer('post', '/pet_app/dental_check_amcp', 201, qrAnswer.json)

    const lowCost = await a.post('/api/form_low_cost', { ...validLowCost(), analizeAi: false })
    expect(lowCost.status).toBe(201)
    check.answer('post', '/form_low_cost', 201, lowCost.json)
    const contact = await a.post('/api/contact', validContact())
    check.answer('post', '/contact', 201, contact.json)

    check.answer('get', '/dog_breed', 200, (await a.get('/api/dog_breed')).json)
    check.answer('get', '/prev_info', 200, (await a.get('/api/prev_info')).json)
    check.answer('get', '/captcha/challenge', 200, (await a.get('/api/captcha/challenge')).json)

    const recover = await a.post('/api/user/recover_password', { email: 'ann@example.com' })
    check.answer('post', '/user/recover_password', 200, recover.json)
    const verify = await a.post('/api/user/verify_code', { email: 'ann@example.com', code: '000000' })
    expect(verify.status).toBe(400)
    check.answer('post', '/user/verify_code', 400, verify.json)
    const password = await a.patch('/api/user/password', { email: 'ann@example.com', password: 'x' })
    expect(password.status).toBe(403)
    check.answer('patch', '/user/password', 403, password.json)

    const clinic = await a.get('/api/clinics/willow')
    expect(clinic.status).toBe(200)
    check.answer('get', '/clinics/{id}', 200, clinic.json)
    check.answer('get', '/clinics/{id}', 404, (await a.get('/api/clinics/nowhere')).json)
  })

  it('429 with Retry-After, 413 and the idempotency answers', async () => {
    const a = makeTestApp(t.db, t.dataDir, { config: { writeLimitPerIp: 1 } })
    const check = checker((await a.get('/api/openapi.json')).json)
    await a.post('/api/contact', validContact())
    const limited = await a.post('/api/contact', validContact())
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    check.answer('post', '/contact', 429, limited.json)

    const b = app()
    const big = await b.post('/api/contact', { ...validContact(), comment: 'x'.repeat(70_000) })
    expect(big.status).toBe(413)
    check.answer('post', '/contact', 413, big.json)
    const key = { 'idempotency-key': 'openapi-test-1' }
    const first = await b.post('/api/contact', validContact(), key)
    const replay = await b.post('/api/contact', validContact(), key)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    check.answer('post', '/contact', 201, first.json)
    const other = await b.post('/api/contact', { ...validContact(), name: 'Other' }, key)
    expect(other.status).toBe(422)
    check.answer('post', '/contact', 422, other.json)
  })
})

describe('GET /api/reference', () => {
  it('is plain HTML under a CSP with no script, listing every call with tables that have headers', async () => {
    const a = app()
    const res = await a.get('/api/reference')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toMatch(/default-src 'none'/)
    expect(csp).not.toMatch(/script-src/)
    expect(csp).not.toMatch(/unsafe-inline|https?:/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')

    const page = res.text
    expect(page).not.toMatch(/<script/i)
    // Nothing loaded from another origin: no absolute URL in any src or href.
    expect([...page.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]).filter((u) => /^(https?:)?\/\//.test(u!))).toEqual([])
    expect(page).not.toMatch(/\sstyle="/)
    // The one inline style sheet is exactly the one the CSP allows by hash.
    const css = page.match(/<style>([\s\S]*?)<\/style>/)![1]!
    expect(csp).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)

    expect(page).toMatch(/<html lang="en">/)
    expect(page).toMatch(/<h1>PetLead API reference<\/h1>/)
    expect(page).toContain('<a href="/api/openapi.json">')
    const doc = await getDoc()
    for (const call of documentedCalls(doc)) {
      const [method, path] = call.split(' ')
      expect(page, call).toContain(`${method} ${path!.replaceAll('&', '&amp;')}</a>`)
    }
    expect(page).toContain('<code>/api/form_low_cost</code>')
    expect(page).toContain('<code>/api/clinics/{id}</code>')
    // Every table has column headers, and the body fields of POST /pet are listed with their rule.
    const tables = page.split('<table>').slice(1)
    expect(tables.length).toBeGreaterThan(30)
    for (const table of tables) expect(table).toMatch(/<thead><tr><th scope="col">/)
    expect(page).toMatch(/<th scope="row"><code>neutered_or_spayed<\/code><\/th><td>one of: yes, no, unsure<\/td><td>yes<\/td>/)

    const again = await a.get('/api/reference', { 'if-none-match': res.headers.get('etag')! })
    expect(again.status).toBe(304)
  })
})
