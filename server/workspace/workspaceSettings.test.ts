import { describe, expect, it } from 'vitest'
import { LOGO_MAX_BYTES } from '../clinics/decodeLogo'
import { jpegWithExif, samples } from '../testing/samples'
import { TEST_ORIGIN, type makeTestApp } from '../testing/testApp'
import { staffSession } from '../testing/demoWorkspace'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'

/**
 * Clinic settings: the owner edits the clinic through {API}/workspace/settings/{id}, saved
 * through the import's schema plus a WCAG AA contrast check, and the public clinic call (and so
 * every widget's next mount) serves the change under a new ETag. Staff, the network team and other
 * clinics' owners change nothing.
 */
const W = '/api/workspace'
let a: ReturnType<typeof makeTestApp>
withDemoWorkspace((w) => ({ a } = w))

const same = { origin: TEST_ORIGIN }
const as = (cookie: string) => ({ cookie, ...same })
const put = (path: string, json: unknown, headers: Record<string, string>) => a.call('PUT', path, { json, headers })
/** The settings as GET answers them, minus what a save does not take back (id, logo URL). */
async function editable(cookie: string, id = 'willow') {
  const r = await a.get(`${W}/settings/${id}`, as(cookie))
  expect(r.status).toBe(200)
  const { id: _id, logoUrl: _logo, ...rest } = r.json.content
  return rest as Record<string, unknown>
}
const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
const publicClinic = (id = 'willow', headers: Record<string, string> = {}) => a.get(`/api/clinics/${id}`, headers)

describe('clinic settings (owner)', () => {
  it('saves profile, promotion and theme; the public call answers the new values under a new ETag', async () => {
    const owner = (await staffSession(a, 'owner@willow.test')).cookie
    const before = await publicClinic()
    const oldEtag = before.headers.get('etag')!
    expect(oldEtag).toBeTruthy()
    expect((await publicClinic('willow', { 'if-none-match': oldEtag })).status).toBe(304)

    const form = await editable(owner)
    expect(form).toMatchObject({ name: 'Willow Veterinary Hospital', leadEmails: expect.any(Array), services: expect.any(Object) })
    const promo = { title: 'Spring dental week', text: '20% off cleanings', validFrom: '2026-03-01', validTo: '2026-03-31' }
    const saved = await put(
      `${W}/settings/willow`,
      {
        ...form,
        name: 'Willow Pet Hospital',
        phone: '(562) 555-0199',
        website: 'https://willowpets.example.org',
        radiusMiles: 25,
        promotions: [promo],
        resultsVariant: 'dental-special',
        theme: { primary: '#1d4ed8', text: '#111827' },
        leadEmails: ['desk@willowpets.example.org', 'vet@willowpets.example.org'],
      },
      as(owner),
    )
    expect(saved.status).toBe(200)
    expect(saved.json.content).toMatchObject({
      name: 'Willow Pet Hospital',
      promotions: [promo],
      leadEmails: ['desk@willowpets.example.org', 'vet@willowpets.example.org'],
      // The radius decides other clinics' leads: it waits for the network, the live one stays.
      radiusMiles: form.radiusMiles,
      pendingChange: { changes: { radiusMiles: 25 } },
    })
    expect(await editable(owner)).toMatchObject({
      name: 'Willow Pet Hospital',
      phone: '(562) 555-0199',
      theme: { primary: '#1d4ed8', text: '#111827' },
    })

    const after = await publicClinic()
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(oldEtag)
    expect(after.json.content).toMatchObject({
      name: 'Willow Pet Hospital',
      phone: '(562) 555-0199',
      website: 'https://willowpets.example.org',
      resultsVariant: 'dental-special',
      promotions: [promo],
      theme: { primary: '#1d4ed8', text: '#111827' },
    })
    // Private fields stay private after a save too.
    expect(after.text).not.toContain('desk@willowpets')
    // A widget revalidating with its old copy gets the new body, not a 304.
    expect((await publicClinic('willow', { 'if-none-match': oldEtag })).status).toBe(200)
    expect((await publicClinic('willow', { 'if-none-match': after.headers.get('etag')! })).status).toBe(304)
  })

  it('refuses a text colour under WCAG AA with a 400 naming the field, and changes nothing', async () => {
    const owner = (await staffSession(a, 'owner@willow.test')).cookie
    const etag = (await publicClinic()).headers.get('etag')!
    const form = await editable(owner)
    const pale = await put(`${W}/settings/willow`, { ...form, name: 'Changed', theme: { text: '#aaaaaa' } }, as(owner))
    expect(pale.status).toBe(400)
    expect(Object.keys(pale.json.content)).toEqual(['theme.text'])
    expect(pale.json.content['theme.text']).toMatch(/#aaaaaa on #ffffff has a contrast of 2\.\d\d:1; WCAG AA needs at least 4\.5:1/)
    const button = await put(`${W}/settings/willow`, { ...form, theme: { primary: '#7dd3fc' } }, as(owner))
    expect([button.status, Object.keys(button.json.content)]).toEqual([400, ['theme.primary']])
    expect((await publicClinic('willow', { 'if-none-match': etag })).status).toBe(304)
    expect((await editable(owner)).name).toBe('Willow Veterinary Hospital')
  })

  it('answers field errors by path through the import schema, and keeps id, kind and active out of reach', async () => {
    const owner = (await staffSession(a, 'owner@willow.test')).cookie
    const form = await editable(owner)
    const bad = await put(
      `${W}/settings/willow`,
      {
        ...form,
        phone: '555 1234',
        website: 'http://insecure.example',
        leadEmails: [],
        promotions: [{ title: 'Late', text: 'x', validFrom: '2026-05-10', validTo: '2026-05-01' }],
      },
      as(owner),
    )
    expect(bad.status).toBe(400)
    expect(bad.json.content).toMatchObject({
      phone: 'Must read (555) 555-5555',
      website: 'Must start with https://',
      leadEmails: 'At least one address',
    })
    const dates = await put(
      `${W}/settings/willow`,
      { ...form, promotions: [{ title: 'Late', text: 'x', validFrom: '2026-05-10', validTo: '2026-05-01' }] },
      as(owner),
    )
    expect([dates.status, dates.json.content]).toEqual([400, { 'promotions.0.validTo': 'Must not be before the start date' }])
    const zip = await put(`${W}/settings/willow`, { ...form, zip: '00000' }, as(owner))
    expect([zip.status, zip.json.content]).toEqual([400, { zip: 'Unknown ZIP code 00000' }])
    const locked = await put(`${W}/settings/willow`, { ...form, id: 'stolen', kind: 'program', active: false }, as(owner))
    expect(locked.status).toBe(200)
    expect((await publicClinic()).status).toBe(200)
    expect((await publicClinic('stolen')).status).toBe(404)
  })

  it('uploads a logo: metadata stripped, served under a new URL; too large 413, not an image 415, a path never read', async () => {
    const owner = (await staffSession(a, 'owner@willow.test')).cookie
    const form = await editable(owner)
    const oldLogo = (await publicClinic()).json.content.logo as string
    const r = await put(`${W}/settings/willow`, { ...form, logo: dataUrl(jpegWithExif(), 'image/jpeg') }, as(owner))
    expect(r.status).toBe(200)
    const logo = (await publicClinic()).json.content.logo as string
    expect(logo).not.toBe(oldLogo)
    expect(r.json.content.logoUrl).toBe(logo)
    const served = await a.get(logo.replace(TEST_ORIGIN, ''))
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    expect(served.text).not.toContain('GPSLatitude')

    const big = new Uint8Array(LOGO_MAX_BYTES + 1)
    big.set(samples.png())
    const tooBig = await put(`${W}/settings/willow`, { ...form, logo: dataUrl(big) }, as(owner))
    expect([tooBig.status, tooBig.json.content]).toEqual([413, { logo: 'The logo must be at most 512 KB' }])
    const text = await put(`${W}/settings/willow`, { ...form, logo: dataUrl(new TextEncoder().encode('hello'), 'text/plain') }, as(owner))
    expect([text.status, text.json.content]).toEqual([415, { logo: 'Must be a JPEG, PNG, WebP or SVG image' }])
    const path = await put(`${W}/settings/willow`, { ...form, logo: 'public/assets/logos/willow.svg' }, as(owner))
    expect([path.status, path.json.content]).toEqual([400, { logo: 'Must be an image file' }])
    expect((await publicClinic()).json.content.logo).toBe(logo)
  })
})

describe('clinic settings (who may)', () => {
  it('refuses staff and the network team with 403, and needs a session', async () => {
    for (const email of ['front@willow.test', 'demo@petlead.test']) {
      const cookie = (await staffSession(a, email)).cookie
      expect((await a.get(`${W}/settings/willow`, as(cookie))).status).toBe(403)
      const r = await put(`${W}/settings/willow`, { name: 'Hijacked' }, as(cookie))
      expect([r.status, r.json.content]).toEqual([403, { _: "Only the clinic's owners change its settings" }])
    }
    expect((await a.get(`${W}/settings/willow`)).status).toBe(401)
    expect((await publicClinic()).json.content.name).toBe('Willow Veterinary Hospital')
  })

  it("answers 404 to an owner for another clinic's settings, exactly as for an unknown id, and changes nothing", async () => {
    const willow = (await staffSession(a, 'owner@willow.test')).cookie
    const pleasanton = (await staffSession(a, 'owner@pleasanton.test')).cookie
    const theirs = await editable(pleasanton, 'pleasanton')
    const etag = (await publicClinic('pleasanton')).headers.get('etag')!
    for (const id of ['pleasanton', 'no-such-clinic']) {
      const get = await a.get(`${W}/settings/${id}`, as(willow))
      const write = await put(`${W}/settings/${id}`, { ...theirs, name: 'Taken over' }, as(willow))
      for (const r of [get, write]) expect([r.status, r.json]).toEqual([404, { success: false, content: { _: 'Not found' } }])
    }
    expect((await publicClinic('pleasanton', { 'if-none-match': etag })).status).toBe(304)
  })

  it('stores the languages the widgets offer: one alone reaches the public call under a new ETag, both are no restriction, none is refused', async () => {
    const owner = (await staffSession(a, 'owner@willow.test')).cookie
    const form = await editable(owner)
    expect(form.languages).toBeUndefined()
    const oldEtag = (await publicClinic()).headers.get('etag')!

    const spanish = await put(`${W}/settings/willow`, { ...form, languages: ['es'] }, as(owner))
    expect([spanish.status, spanish.json.content.languages]).toEqual([200, ['es']])
    const after = await publicClinic()
    expect(after.json.content.languages).toEqual(['es'])
    expect(after.headers.get('etag')).not.toBe(oldEtag)
    expect((await editable(owner)).languages).toEqual(['es'])

    const twice = await put(`${W}/settings/willow`, { ...form, languages: ['es', 'es'] }, as(owner))
    expect([twice.status, twice.json.content.languages]).toEqual([200, ['es']])
    const both = await put(`${W}/settings/willow`, { ...form, languages: ['en', 'es'] }, as(owner))
    expect(both.status).toBe(200)
    expect((await publicClinic()).json.content.languages).toBeUndefined()
    expect((await editable(owner)).languages).toBeUndefined()

    const none = await put(`${W}/settings/willow`, { ...form, languages: [] }, as(owner))
    expect(none.status).toBe(400)
    expect(Object.keys(none.json.content)).toEqual(['languages'])
    const french = await put(`${W}/settings/willow`, { ...form, languages: ['fr'] }, as(owner))
    expect([french.status, Object.keys(french.json.content)]).toEqual([400, ['languages.0']])
    expect((await publicClinic()).json.content.languages).toBeUndefined()
  })

  it('refuses a cross-origin save (CSRF) with 403', async () => {
    const owner = (await staffSession(a, 'owner@willow.test')).cookie
    const form = await editable(owner)
    const r = await put(`${W}/settings/willow`, { ...form, name: 'Forged' }, { cookie: owner, origin: 'https://evil.example' })
    expect(r.status).toBe(403)
    expect((await editable(owner)).name).toBe('Willow Veterinary Hospital')
  })
})
