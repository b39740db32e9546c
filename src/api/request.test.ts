import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError'
import { backoffDelay, request, type RequestConfig } from './request'

const config: RequestConfig = { base: 'https://api.test', timeoutMs: 200, retries: 2, idempotency: true }

function reply(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
}

afterEach(() => vi.unstubAllGlobals())

describe('request', () => {
  it('reads the { success, content } envelope and sends no cookies or referrer', async () => {
    const fetch = vi.fn(async () => reply(200, { success: true, content: { _id: 'a1' } }))
    vi.stubGlobal('fetch', fetch)
    const r = await request<{ _id: string }>(config, '/pet', { method: 'POST', json: { a: 1 }, idempotencyKey: 'k1' })
    expect(r.content._id).toBe('a1')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://api.test/pet')
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', referrerPolicy: 'no-referrer', body: '{"a":1}' })
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k1')
  })

  it('retries 5xx with the same key, then succeeds', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(reply(503, { success: false, content: 'busy' }))
      .mockResolvedValueOnce(reply(200, { success: true, content: 'ok' }))
    vi.stubGlobal('fetch', fetch)
    await expect(request(config, '/contact', { method: 'POST', json: {}, idempotencyKey: 'same' })).resolves.toMatchObject({
      content: 'ok',
    })
    expect(fetch).toHaveBeenCalledTimes(2)
    const keys = fetch.mock.calls.map((c) => (c[1] as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'])
    expect(keys).toEqual(['same', 'same'])
  })

  it('never retries a 4xx, and names the call and the field errors', async () => {
    const fetch = vi.fn(async () => reply(400, { success: false, content: { email: 'Please enter a valid email address' } }))
    vi.stubGlobal('fetch', fetch)
    const e = await request(config, '/pet/image/0f8fad5b-d9cb-469f-a165-70867728950e', { method: 'POST' }).catch((x) => x)
    expect(e).toBeInstanceOf(ApiError)
    expect(e.kind).toBe('rejected')
    expect(e.call).toBe('POST /pet/image/{id}')
    expect(e.content).toEqual({ email: 'Please enter a valid email address' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('retries a 409 "in flight" on a keyed write with the same key and its usual backoff, then succeeds', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(reply(409, { success: false, content: { _: 'A request with this Idempotency-Key is in progress' } }))
      .mockResolvedValueOnce(reply(409, { success: false, content: { _: 'A request with this Idempotency-Key is in progress' } }))
      .mockResolvedValueOnce(reply(201, { success: true, content: { _id: 'a1' } }))
    vi.stubGlobal('fetch', fetch)
    const r = await request<{ _id: string }>(config, '/pet', { method: 'POST', json: {}, idempotencyKey: 'k-409' })
    expect(r.content._id).toBe('a1')
    expect(fetch).toHaveBeenCalledTimes(3)
    const keys = fetch.mock.calls.map((c) => (c[1] as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'])
    expect(keys).toEqual(['k-409', 'k-409', 'k-409'])
    // Still in flight after every retry: reported, not swallowed.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(409, { success: false, content: { _: 'in progress' } })),
    )
    expect(await request(config, '/pet', { method: 'POST', json: {}, idempotencyKey: 'k-2' }).catch((x) => x)).toMatchObject({
      kind: 'http',
      status: 409,
    })
    // A 409 to a request without a key is not ours to retry.
    const once = vi.fn(async () => reply(409, { success: false, content: 'conflict' }))
    vi.stubGlobal('fetch', once)
    expect(await request(config, '/pet', { method: 'POST', json: {} }).catch((x) => x)).toMatchObject({ kind: 'rejected' })
    expect(once).toHaveBeenCalledTimes(1)
  })

  it('treats success: false on a 200 as a rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { success: false, content: 'Email not found' })),
    )
    const e = await request(config, '/user/recover_password', { method: 'POST', retries: 0 }).catch((x) => x)
    expect(e).toMatchObject({ kind: 'rejected', content: 'Email not found' })
  })

  it('times out a silent server and reports a time-out after the retries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_u: string, init: RequestInit) =>
          new Promise((_r, reject) => {
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      ),
    )
    const e = await request({ ...config, timeoutMs: 30, retries: 1 }, '/dog_breed').catch((x) => x)
    expect(e).toMatchObject({ kind: 'timeout', call: 'GET /dog_breed' })
  })

  it('spreads retries with jittered, capped backoff', () => {
    expect(backoffDelay(0, () => 1)).toBe(300)
    expect(backoffDelay(3, () => 1)).toBe(2400)
    expect(backoffDelay(10, () => 1)).toBe(4000)
    expect(backoffDelay(2, () => 0)).toBe(0)
  })
})
