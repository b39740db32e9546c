import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { loadConfig } from '../loadConfig'
import { validPet } from '../testing/payloads'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { openTestDb } from '../testing/testDb'
import { seedDemoAccounts } from '../workspace/seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * The widget's public calls answer any origin (no credentials) with the server's default
 * configuration; the workspace and admin calls answer none but their own; a clinic's allowed
 * websites refuse (403, logged) a submission in its name from any other site.
 */
const dir = mkdtempSync(join(tmpdir(), 'petlead-cors-'))
const CLINIC_SITE = 'http://localhost:5173'
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  await t.reset()
  // The server's default configuration: CORS_ORIGINS unset.
  a = makeTestApp(t.db, t.dataDir, { config: { corsOrigins: loadConfig({ DATA_DIR: dir }, dir).corsOrigins } })
  await seedDemoClinics(t.db, a.clock.now())
  await seedDemoAccounts(t.db, ['willow'], a.clock.now())
})

const preflight = (path: string, origin: string) =>
  a.call('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key,x-captcha,accept-language',
    },
  })

describe('CORS with the default configuration', () => {
  it('answers every public call of the widget for any origin, without credentials', async () => {
    for (const path of ['/api/dog_breed', '/api/prev_info', '/api/clinics/willow', '/api/captcha/challenge']) {
      const r = await a.get(path, { origin: CLINIC_SITE })
      expect(r.status, path).toBe(200)
      expect(r.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(r.headers.get('access-control-allow-credentials'), path).toBeNull()
    }
    for (const path of [
      '/api/pet',
      '/api/pet/dentipet_pet',
      '/api/file',
      '/api/pet/image/00000000-0000-4000-8000-000000000000',
      '/api/form_low_cost',
      '/api/pet/check_dental_ai',
    ]) {
      const p = await preflight(path, 'https://any-clinic.example')
      expect(p.status, path).toBe(204)
      expect(p.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(p.headers.get('access-control-allow-headers')?.toLowerCase(), path).toContain('x-captcha')
    }
    const created = await a.post('/api/pet', validPet(), { origin: CLINIC_SITE })
    expect(created.status).toBe(201)
    expect(created.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('gives the workspace and admin calls no CORS headers for another origin', async () => {
    for (const path of ['/api/workspace/login', '/api/workspace/leads', '/api/admin/clinics']) {
      const p = await preflight(path, CLINIC_SITE)
      expect(p.headers.get('access-control-allow-origin'), path).toBeNull()
      const r = await a.get(path, { origin: CLINIC_SITE })
      expect(r.headers.get('access-control-allow-origin'), path).toBeNull()
    }
  })

  it('CORS_ORIGINS narrows the public calls to its list', async () => {
    const narrow = makeTestApp(t.db, t.dataDir, {
      config: { corsOrigins: loadConfig({ DATA_DIR: dir, CORS_ORIGINS: `${CLINIC_SITE}, https://b.example/` }, dir).corsOrigins },
    })
    expect((await narrow.get('/api/dog_breed', { origin: CLINIC_SITE })).headers.get('access-control-allow-origin')).toBe(CLINIC_SITE)
    expect((await narrow.get('/api/dog_breed', { origin: 'https://evil.example' })).headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe("a clinic's allowed websites", () => {
  async function setAllowed(list: string[]) {
    const h = await staffSession(a, 'owner@willow.test')
    const { id: _id, logoUrl: _l, ...form } = (await a.get('/api/workspace/settings/willow', h)).json.content
    return a.call('PUT', '/api/workspace/settings/willow', { json: { ...form, allowedWebsites: list }, headers: h })
  }
  const submit = async (origin?: string) =>
    a.post('/api/pet', { ...validPet(), clinic_id: 'willow' }, { 'x-captcha': await a.captcha(), ...(origin ? { origin } : {}) })

  it('stores the list as origins, from the settings page', async () => {
    const saved = await setAllowed([
      'https://www.willow.example.org/contact/',
      ' HTTPS://Willow.example.org ',
      'https://www.willow.example.org',
    ])
    expect(saved.status).toBe(200)
    expect(saved.json.content.allowedWebsites).toEqual(['https://www.willow.example.org', 'https://willow.example.org'])
    const bad = await setAllowed(['ftp://willow.example.org'])
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.content)).toEqual(['allowedWebsites.0'])
  })

  it('without a list, a submission from any website reaches the clinic', async () => {
    expect((await submit('https://anyone.example')).status).toBe(201)
  })

  it('with a list, refuses another website with a clear 403 (logged, nothing stored) and takes the listed one and our own pages', async () => {
    expect((await setAllowed(['https://willow.example.org'])).status).toBe(200)
    const refused = await submit(CLINIC_SITE)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect(refused.json).toEqual({
      success: false,
      content: {
        website: expect.stringContaining(`This website (${CLINIC_SITE}) is not one of the websites Willow Veterinary Hospital allows`),
      },
    })
    expect(a.logs.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'website not allowed for clinic', clinicId: 'willow', website: CLINIC_SITE }),
    )
    expect((await t.db.query('SELECT id FROM submissions')).length).toBe(0)
    expect((await a.post('/api/pet/dentipet_pet', { pet_name: 'x', clinic_id: 'willow' }, { origin: CLINIC_SITE })).status).toBe(400)
    expect((await submit('https://willow.example.org')).status).toBe(201)
    expect((await submit(TEST_ORIGIN)).status).toBe(201)
  })
})
