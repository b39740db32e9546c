import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApi } from './createApi'

const SECRET = 'unit-hmac'
const base = 'https://api.test'

/**
 * A server that hands out real altcha-lib challenges and answers each POST from `answers` in
 * order (then 201); records every request with its X-Captcha.
 */
function server(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ method: string; path: string; captcha?: string }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.slice(base.length)
      calls.push({ method: init.method ?? 'GET', path, captcha: (init.headers as Record<string, string>)['X-Captcha'] })
      if (path === '/captcha/challenge') {
        const challenge = await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: 20,
          deriveKey,
          hmacSignatureSecret: SECRET,
          expiresAt: new Date(Date.now() + 600_000),
        })
        return new Response(JSON.stringify(challenge))
      }
      const a = answers.shift() ?? { status: 201, body: { success: true, content: { _id: 'lead-1' } } }
      return new Response(JSON.stringify(a.body), { status: a.status })
    }),
  )
  return calls
}

/** The signature of the challenge an X-Captcha solves, once altcha-lib has verified it. */
async function solved(header: string | undefined) {
  const { challenge, solution } = JSON.parse(atob(String(header)))
  expect(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).toMatchObject({ verified: true })
  return challenge.signature as string
}

const refused = { status: 403, body: { success: false, content: { captcha: 'This captcha was already used' } } }
const message = { name: 'Ana', email: 'ana@example.com', message: 'Hello' } as never

afterEach(() => vi.unstubAllGlobals())

describe('createApi: the proof an anonymous create carries', () => {
  it('sends a background proof as X-Captcha, and replaces a refused one once with a fresh one', async () => {
    const calls = server(refused)
    const api = createApi({ apiBase: base, retries: 0 })
    await expect(api.contact(message, { idempotencyKey: 'k1' })).resolves.toMatchObject({ success: true })
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts.map((c) => c.path)).toEqual(['/contact', '/contact'])
    const [first, second] = await Promise.all(posts.map((c) => solved(c.captcha)))
    expect(first).not.toBe(second)
  })

  it('replaces a refused proof only once: a second refusal reaches the form', async () => {
    const calls = server(refused, refused)
    const api = createApi({ apiBase: base, retries: 0 })
    await expect(api.hold({ clinic_id: 'willow', service: 'vaccination', start: '2030-01-01T10:00:00Z' })).rejects.toMatchObject({
      status: 403,
    })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2)
  })

  it("sends a clinic form's own captcha as it is, never replaced; a call that creates nothing carries none", async () => {
    const calls = server(refused)
    const api = createApi({ apiBase: base, retries: 0 })
    await expect(api.createPet({} as never, { captcha: 'the-form-s-own' })).rejects.toMatchObject({ status: 403 })
    await api.uploadFile(new Blob(['x']))
    expect(calls).toEqual([
      { method: 'POST', path: '/pet', captcha: 'the-form-s-own' },
      { method: 'POST', path: '/file', captcha: undefined },
    ])
  })
})

describe('createApi: what every lead submission carries, and its acceptance told', () => {
  /** Answers every call with `answer`; records each body (JSON parsed, FormData as it was sent). */
  function bodies(answer: unknown) {
    const sent: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body)
        return new Response(JSON.stringify(answer), { status: 201 })
      }),
    )
    return sent
  }
  const attribution = { utm_source: 'google', gclid: 'TEST123' }

  it("adds the widget and the attribution to the lead calls' JSON bodies, and to no other call", async () => {
    const sent = bodies({ success: true, content: { _id: 'lead-1', triage: { urgency: 'soon' } } })
    const told: unknown[] = []
    const api = createApi({
      apiBase: base,
      retries: 0,
      lead: { widget: 'health', attribution },
      accepted: (event, answer) => told.push([event, answer.content]),
    })
    await api.createPet({ pet_name: 'Rex' } as never, { captcha: 'c' })
    await api.createDentalPet({ pet_name: 'Rex' } as never, { captcha: 'c' })
    await api.formLowCost({ pet_name: 'Rex' } as never, { captcha: 'c' })
    await api.contact(message, { captcha: 'c' })
    const lead = { pet_name: 'Rex', widget: 'health', attribution }
    expect(sent).toEqual([lead, lead, lead, message])
    // The server accepted three leads: each told once, with its answer (the triage's urgency rides in it).
    expect(told).toEqual([0, 1, 2].map(() => ['submitted', { _id: 'lead-1', triage: { urgency: 'soon' } }]))
  })

  it('puts them in the QR check as text parts, the attribution as JSON, once however often the same form is retried', async () => {
    const sent = bodies({ success: true, content: '<p>ok</p>' })
    const api = createApi({ apiBase: base, retries: 0, lead: { widget: 'qr-dental', attribution } })
    const form = new FormData()
    form.append('pet_name', 'Rex')
    await api.dentalCheckAmcp(form, { captcha: 'c' })
    await api.dentalCheckAmcp(form, { captcha: 'c' })
    expect(sent[1]).toBe(form)
    expect([...form.entries()]).toEqual([
      ['pet_name', 'Rex'],
      ['widget', 'qr-dental'],
      ['attribution', JSON.stringify(attribution)],
    ])
  })

  it('tells a booked visit, and nothing for a refused lead', async () => {
    const told: string[] = []
    const api = createApi({ apiBase: base, retries: 0, accepted: (event) => told.push(event) })
    bodies({ success: true, content: { booking_id: 'b1' } })
    await api.book({ hold_id: 'h', hold_secret: 's' } as never)
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, content: { email: 'bad' } }), { status: 400 }))
    await expect(api.createPet({} as never, { captcha: 'c' })).rejects.toMatchObject({ status: 400 })
    expect(told).toEqual(['booked'])
  })
})
