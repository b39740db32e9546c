import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { altchaPayload } from './altchaPayload'
import { altchaProvider } from './altchaProvider'
import { solveAltcha } from './solveAltcha'

const sha = (s: string) => createHash('sha256').update(s).digest('hex')
const challengeFor = (n: number, salt = 'salt123?expires=9999999999', maxnumber = 5000) =>
  ({ algorithm: 'SHA-256', challenge: sha(salt + n), salt, signature: 'sig', maxnumber })

describe('solveAltcha', () => {
  it('finds the number whose hash is the challenge, across batches', async () => {
    expect(await solveAltcha(challengeFor(0))).toBe(0)
    expect(await solveAltcha(challengeFor(1234))).toBe(1234)
    expect(await solveAltcha(challengeFor(5000))).toBe(5000)
  })

  it('rejects when no number up to maxnumber matches', async () => {
    await expect(solveAltcha({ ...challengeFor(3000), maxnumber: 100 })).rejects.toThrow(/no solution/)
  })

  it('stops when aborted', async () => {
    const ctrl = new AbortController()
    ctrl.abort()
    await expect(solveAltcha(challengeFor(10), ctrl.signal)).rejects.toThrow()
  })
})

describe('altcha payload', () => {
  it('is base64 JSON with the five fields ALTCHA verifies', () => {
    const c = challengeFor(7)
    expect(JSON.parse(atob(altchaPayload(c, 7)))).toEqual({ algorithm: 'SHA-256', challenge: c.challenge, number: 7, salt: c.salt, signature: 'sig' })
  })

  it('the provider fetches a challenge and returns the solved payload', async () => {
    const c = challengeFor(42)
    const token = await altchaProvider(async () => ({ content: c })).getToken()
    expect(JSON.parse(atob(token)).number).toBe(42)
    await expect(altchaProvider(async () => ({ content: {} })).getToken()).rejects.toThrow(/bad challenge/)
  })
})
