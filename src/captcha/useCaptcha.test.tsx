import { render } from 'preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaptchaProvider } from './Captcha'
import { captchaError } from './captchaError'
import { useCaptcha, type CaptchaState } from './useCaptcha'

afterEach(() => render(null, document.body))

/** A provider whose first challenge cannot be fetched (the owner is offline), then every one can. */
function offlineOnce() {
  let calls = 0
  const getToken = vi.fn(async () => {
    calls += 1
    if (calls === 1) throw captchaError('network')
    return `proof-${calls}`
  })
  return { getToken } satisfies CaptchaProvider
}

function mountCaptcha(provider: CaptchaProvider): { current: CaptchaState } {
  const state = {} as { current: CaptchaState }
  function Probe() {
    state.current = useCaptcha(provider, true)
    return null
  }
  render(<Probe />, document.body)
  return state
}

describe('useCaptcha', () => {
  it('sending after a failed challenge asks again and sends a proof, not the old failure', async () => {
    const provider = offlineOnce()
    const state = mountCaptcha(provider)
    await vi.waitFor(() => expect(state.current.status).toBe('error'))
    expect(state.current.failure).toBe('network')

    // The owner is back online and presses send before the 'online' retry has run.
    await expect(state.current.take()).resolves.toBe('proof-2')
    // And the next proof is already on its way behind it.
    expect(provider.getToken).toHaveBeenCalledTimes(3)
    await vi.waitFor(() => expect(state.current.status).toBe('verified'))
  })

  it('a challenge it cannot solve is not solved again behind the owner: sending reports it at once', async () => {
    const provider = { getToken: vi.fn(async () => Promise.reject(captchaError('unsupported'))) } satisfies CaptchaProvider
    const state = mountCaptcha(provider)
    await vi.waitFor(() => expect(state.current.failure).toBe('unsupported'))
    await expect(state.current.take()).rejects.toMatchObject({ captcha: 'unsupported' })
    // The failed one handed out, and one more behind it (as after any send): never one more before it.
    expect(provider.getToken).toHaveBeenCalledTimes(2)
  })

  it('a proof solved ahead is handed out as is, and the next one starts behind it', async () => {
    let n = 0
    const provider = { getToken: vi.fn(async () => `proof-${++n}`) } satisfies CaptchaProvider
    const state = mountCaptcha(provider)
    await vi.waitFor(() => expect(state.current.status).toBe('verified'))
    await expect(state.current.take()).resolves.toBe('proof-1')
    expect(provider.getToken).toHaveBeenCalledTimes(2)
  })
})
