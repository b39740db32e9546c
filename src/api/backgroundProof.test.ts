import { describe, expect, it } from 'vitest'
import type { CaptchaProvider } from '../captcha/Captcha'
import { backgroundProof, PROOF_FRESH_MS } from './backgroundProof'

/** A provider whose n-th solve gives `token-n`, or fails when `fails` names it; counts the solves started. */
function counting(fails: number[] = []) {
  const provider: CaptchaProvider & { started: number } = {
    started: 0,
    getToken() {
      const n = ++provider.started
      return fails.includes(n) ? Promise.reject(new Error(`solve ${n} failed`)) : Promise.resolve(`token-${n}`)
    },
  }
  return provider
}

describe('backgroundProof', () => {
  it('solves on prime, once however often primed, and take hands out that proof and starts the next', async () => {
    const provider = counting()
    const proof = backgroundProof(provider)
    expect(provider.started).toBe(0)
    proof.prime()
    proof.prime()
    expect(provider.started).toBe(1)
    await Promise.resolve()
    expect(await proof.take()).toBe('token-1')
    // The one taken was solved at prime; the next is already on its way.
    expect(provider.started).toBe(2)
  })

  it('never hands out the same proof twice: each is spent by one call', async () => {
    const proof = backgroundProof(counting())
    proof.prime()
    const tokens = await Promise.all([proof.take(), proof.take(), proof.take()])
    expect(tokens).toEqual(['token-1', 'token-2', 'token-3'])
  })

  it('drops a proof solved more than 9 minutes ago (the server keeps one 10) and solves anew', async () => {
    let now = 0
    const provider = counting()
    const proof = backgroundProof(provider, () => now)
    proof.prime()
    now = PROOF_FRESH_MS - 1
    expect(await proof.take()).toBe('token-1')
    // token-2 was started at PROOF_FRESH_MS - 1 by that take.
    now += PROOF_FRESH_MS
    expect(await proof.take()).toBe('token-3')
    now += PROOF_FRESH_MS
    proof.prime()
    expect(provider.started).toBe(5)
    expect(await proof.take()).toBe('token-5')
  })

  it('forgets a failed solve: the next take solves again instead of failing with it', async () => {
    const provider = counting([1, 2])
    const proof = backgroundProof(provider)
    proof.prime()
    await Promise.resolve()
    await Promise.resolve()
    // Solve 1 failed before anyone asked: take starts solve 2 for itself (and 3 behind it).
    await expect(proof.take()).rejects.toThrow('solve 2 failed')
    expect(await proof.take()).toBe('token-3')
    expect(provider.started).toBe(4)
  })
})
