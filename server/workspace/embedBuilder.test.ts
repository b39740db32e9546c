import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import { EMBED_MAIL_LIMITS } from '../routes/workspaceEmbedRoutes'
import { openTestDb } from '../testing/testDb'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { seedDemoAccounts } from './seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * The embed builder's API (owners only), its preview page and "Send to my
 * webmaster". The loader's integrity comes from the dist folder's integrity.json, here a
 * test-written one, so the snippet is seen to carry whatever the current build says.
 */
const IDS = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
const W = '/api/workspace'
const SRI = 'sha384-' + 'A'.repeat(64)
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
let dist: string

beforeAll(async () => {
  t = await openTestDb()
  dist = mkdtempSync(join(tmpdir(), 'petlead-dist-'))
  writeFileSync(join(dist, 'integrity.json'), JSON.stringify({ 'petlead.loader.js': SRI, 'petlead-kit.js': 'sha384-other' }))
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})
beforeEach(async () => {
  await t.reset()
  a = makeTestApp(t.db, t.dataDir, { config: { distDir: dist } })
  await seedDemoClinics(t.db, a.clock.now())
  await seedDemoAccounts(t.db, IDS, a.clock.now())
})

describe('embed builder', () => {
  it("offers only the widgets the clinic's own record says it uses, each with a pinned snippet", async () => {
    const willow = await a.get(`${W}/embed`, await staffSession(a, 'owner@willow.test'))
    expect(willow.status).toBe(200)
    const c = willow.json.content
    expect(c.clinic).toEqual({ id: 'willow', name: expect.any(String) })
    expect(c.forms.map((f: { form: string }) => f.form)).toEqual(['clinic-health', 'clinic-dental', 'kiosk-dental'])
    const dental = c.forms[1]
    expect(dental.snippet).toBe(
      [
        `<script src="${TEST_ORIGIN}/dist/petlead.loader.js"`,
        `        integrity="${SRI}" crossorigin="anonymous"`,
        `        data-api-base="${TEST_ORIGIN}/api" defer></script>`,
        '<div data-petlead-form="clinic-dental" data-clinic-id="willow"></div>',
      ].join('\n'),
    )
    expect(dental.one_line).toBe('<div data-petlead-form="clinic-dental" data-clinic-id="willow"></div>')
    expect(dental.csp.split('\n')).toEqual([
      `script-src ${TEST_ORIGIN}/dist/;`,
      `connect-src ${TEST_ORIGIN};`,
      `img-src 'self' ${TEST_ORIGIN};`,
      "require-trusted-types-for 'script';",
      'trusted-types petlead dompurify;',
      "object-src 'none'; base-uri 'none'",
    ])
    expect(dental.preview_url).toBe('/embed/preview?form=clinic-dental&clinic=willow')
    const forms = async (email: string) =>
      (await a.get(`${W}/embed`, await staffSession(a, email))).json.content.forms.map((f: { form: string }) => f.form)
    // americavet offers health assessments only; willow-park dental only; a low-cost program no clinic form.
    expect(await forms('owner@americavet.test')).toEqual(['clinic-health'])
    expect(await forms('owner@willow-park.test')).toEqual(['clinic-dental', 'kiosk-dental'])
    expect(await forms('owner@trivalley-spay-neuter.test')).toEqual([])
  })

  it('is for owners: staff and the network team get 403, no session 401', async () => {
    expect((await a.get(`${W}/embed`, await staffSession(a, 'front@willow.test'))).status).toBe(403)
    expect((await a.get(`${W}/embed`, await staffSession(a, 'demo@petlead.test'))).status).toBe(403)
    expect((await a.get(`${W}/embed`)).status).toBe(401)
    expect(
      (await a.post(`${W}/embed/send`, { email: 'web@example.com', form: 'clinic-health' }, await staffSession(a, 'front@willow.test')))
        .status,
    ).toBe(403)
  })

  it('serves the preview page: the snippet itself under the CSP lines it hands out, framable by the workspace only', async () => {
    const r = await a.get('/embed/preview?form=clinic-dental&clinic=willow')
    expect(r.status).toBe(200)
    const csp = r.headers.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain(`script-src ${TEST_ORIGIN}/dist/`)
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types petlead dompurify")
    const snippet = (await a.get(`${W}/embed`, await staffSession(a, 'owner@willow.test'))).json.content.forms[1].snippet
    expect(r.text).toContain(snippet)
    expect((await a.get('/embed/preview?form=contact&clinic=willow')).status).toBe(404)
    expect((await a.get('/embed/preview?form=clinic-dental&clinic=%22%3E%3Cscript%3E')).status).toBe(404)
  })

  it('e-mails the snippet and instructions to the typed address through the outbox, limited per user', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const sent = await a.post(`${W}/embed/send`, { email: 'webmaster@clinic.example', form: 'clinic-dental' }, owner)
    expect([sent.status, sent.json.content]).toEqual([202, { to: 'webmaster@clinic.example' }])
    const [mail] = await t.db.query<{ to_addr: string; subject: string; text_body: string; html_body: string; status: string }>(
      'SELECT to_addr, subject, text_body, html_body, status FROM outbox',
    )
    expect(mail).toMatchObject({ to_addr: 'webmaster@clinic.example', status: 'queued' })
    expect(mail!.subject).toMatch(/^Website snippet for .+: Dental assessment \(2 steps\)$/)
    const { snippet, csp, one_line } = (await a.get(`${W}/embed`, owner)).json.content.forms[1]
    expect(mail!.text_body).toContain(snippet)
    expect(mail!.text_body).toContain(csp)
    expect(mail!.text_body).toContain(one_line)
    expect(mail!.text_body).toContain('owner@willow.test asked PetLead')
    // In HTML the snippet is text, escaped, never markup.
    expect(mail!.html_body).toContain('&lt;script src=')
    expect(mail!.html_body).not.toContain('<script')
    expect(a.wakes.count).toBeGreaterThan(0)

    for (const [body, field] of [
      [{ email: 'nope', form: 'clinic-dental' }, 'email'],
      [{ email: 'w@example.com', form: 'contact' }, 'form'],
    ] as const) {
      const r = await a.post(`${W}/embed/send`, body, owner)
      expect(r.status).toBe(400)
      expect(r.json.content).toHaveProperty(field)
    }
    expect(
      (
        await a.post(
          `${W}/embed/send`,
          { email: 'w@example.com', form: 'clinic-dental' },
          { cookie: owner.cookie, origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403)
    for (let i = 1; i < EMBED_MAIL_LIMITS.perUser[0]; i++)
      expect((await a.post(`${W}/embed/send`, { email: `w${i}@example.com`, form: 'clinic-health' }, owner)).status).toBe(202)
    const refused = await a.post(`${W}/embed/send`, { email: 'w99@example.com', form: 'clinic-health' }, owner)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const [{ n }] = (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM outbox')) as [{ n: string }]
    expect(Number(n)).toBe(EMBED_MAIL_LIMITS.perUser[0])
  })
})
