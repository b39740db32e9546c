import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2'
import { deriveKey as sha } from 'altcha-lib/algorithms/sha'
import { createChallenge as createV1, verifySolution as verifyV1 } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'
import type { AltchaChallengeV2 } from './Captcha'
import { altchaProvider } from './altchaProvider'
import { captchaFailure } from './captchaFailure'
import { solveAltcha } from './solveAltcha'
import { solveAltchaV2 } from './solveAltchaV2'

/**
 * Every challenge here is made by altcha-lib itself (the default export's v2 and `altcha-lib/v1`)
 * and every token the widget makes is checked by the matching verifySolution, so the widget
 * agrees with the library byte for byte rather than with a copy of it.
 */
const SECRET = 'unit-hmac'
const soon = () => new Date(Date.now() + 60_000)
const provider = (content: unknown) => altchaProvider(async () => ({ content }))
const decode = (token: string) => JSON.parse(atob(token))
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => 'solved',
    (e) => captchaFailure(e) ?? String(e),
  )

/** altcha-lib's framework plugins hand the decoded X-Captcha to verifySolution like this. */
async function verifyV2(token: string, deriveKey: typeof sha) {
  const { challenge, solution } = decode(token)
  return verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })
}

describe('ALTCHA v2 (altcha-lib default createChallenge)', () => {
  it.each([
    { algorithm: 'SHA-256', cost: 1, counter: 1234, deriveKey: sha, how: 'deterministic mode' },
    { algorithm: 'PBKDF2/SHA-256', cost: 50, counter: 300, deriveKey: pbkdf2, how: 'Web Crypto deriveBits' },
  ])('solves $algorithm ($how); verifySolution accepts the payload', async ({ algorithm, cost, counter, deriveKey }) => {
    const challenge = await createChallenge({ algorithm, cost, counter, deriveKey, hmacSignatureSecret: SECRET, expiresAt: soon() })
    const token = await provider(challenge).getToken()
    expect(decode(token).solution.counter).toBe(counter)
    expect(await verifyV2(token, deriveKey)).toMatchObject({
      verified: true,
      expired: false,
      invalidSignature: false,
      invalidSolution: false,
    })
  })

  it('solves SHA-256 with several rounds (cost) and the random-prefix mode', async () => {
    const rounds = await createChallenge({ algorithm: 'SHA-256', cost: 3, counter: 77, deriveKey: sha, hmacSignatureSecret: SECRET })
    expect((await verifyV2(await provider(rounds).getToken(), sha)).verified).toBe(true)
    const random = await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix: '0a', deriveKey: sha, hmacSignatureSecret: SECRET })
    expect((await verifyV2(await provider(random).getToken(), sha)).verified).toBe(true)
  })

  it('a tampered solution is refused by verifySolution (the test can tell a wrong token)', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 10, deriveKey: sha, hmacSignatureSecret: SECRET })
    const payload = decode(await provider(challenge).getToken())
    payload.solution.counter += 1
    expect((await verifyV2(btoa(JSON.stringify(payload)), sha)).verified).toBe(false)
  })

  it('fails with a named reason: unknown algorithm, malformed, no solution within the bound, expired', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 500, deriveKey: sha, hmacSignatureSecret: SECRET })
    const p = challenge.parameters
    expect(await failureOf(provider({ ...challenge, parameters: { ...p, algorithm: 'ARGON2ID' } }).getToken())).toBe('unsupported')
    expect(await failureOf(provider({ ...challenge, parameters: { ...p, nonce: 'zz' } }).getToken())).toBe('unsupported')
    expect(await failureOf(solveAltchaV2(challenge as AltchaChallengeV2, undefined, 100))).toBe('unsolved')
    expect(await failureOf(provider({ ...challenge, parameters: { ...p, expiresAt: Math.floor(Date.now() / 1000) - 5 } }).getToken())).toBe(
      'expired',
    )
  })

  it('stops when aborted', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5000, deriveKey: sha })
    const ctrl = new AbortController()
    ctrl.abort()
    await expect(solveAltchaV2(challenge as AltchaChallengeV2, ctrl.signal)).rejects.toThrow()
  })
})

describe('ALTCHA v1 (altcha-lib/v1 createChallenge)', () => {
  it('solves it and verifySolution accepts the payload', async () => {
    const challenge = await createV1({ hmacKey: SECRET, number: 4321, maxnumber: 5000, expires: soon() })
    const token = await provider(challenge).getToken()
    expect(decode(token).number).toBe(4321)
    expect(await verifyV1(token, SECRET, true)).toBe(true)
    expect(await verifyV1(token, 'another-key', true)).toBe(false)
  })

  it('fails with a named reason: no number up to maxnumber, expired, unknown algorithm or shape, fetch failure', async () => {
    const challenge = await createV1({ hmacKey: SECRET, number: 3000, maxnumber: 5000 })
    expect(await failureOf(solveAltcha({ ...challenge, maxnumber: 100 }))).toBe('unsolved')
    const old = await createV1({ hmacKey: SECRET, number: 3, expires: new Date(Date.now() - 5000) })
    expect(await failureOf(provider(old).getToken())).toBe('expired')
    expect(await failureOf(provider({ ...challenge, algorithm: 'MD5' }).getToken())).toBe('unsupported')
    expect(await failureOf(provider({}).getToken())).toBe('unsupported')
    expect(
      await failureOf(
        altchaProvider(async () => {
          throw new Error('offline')
        }).getToken(),
      ),
    ).toBe('network')
  })

  it('stops when aborted', async () => {
    const ctrl = new AbortController()
    ctrl.abort()
    await expect(solveAltcha(await createV1({ hmacKey: SECRET, number: 10 }), ctrl.signal)).rejects.toThrow()
  })
})
