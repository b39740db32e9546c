import { createHash, randomBytes } from 'node:crypto'
import type { ApiDouble } from './apiDouble'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/**
 * Serve real, solvable ALTCHA challenges from the double's /captcha/challenge: each answer is a
 * fresh salt whose solution is `number`. Returns the signatures handed out, in order.
 */
export function serveAltcha(api: ApiDouble, number = 1234, maxnumber = 5000): string[] {
  const signatures: string[] = []
  api.on('GET', '/captcha/challenge', () => {
    const salt = `${randomBytes(6).toString('hex')}?expires=${Math.floor(Date.now() / 1000) + 600}`
    const signature = `sig-${signatures.length + 1}`
    signatures.push(signature)
    return { json: { algorithm: 'SHA-256', challenge: sha256(salt + number), salt, signature, maxnumber } }
  })
  return signatures
}

/** The decoded X-Captcha header of a recorded request, checked to be a correct solution. */
export function decodeCaptcha(header: string | string[] | undefined): { algorithm: string; challenge: string; number: number; salt: string; signature: string } {
  const payload = JSON.parse(Buffer.from(String(header), 'base64').toString('utf8'))
  if (sha256(payload.salt + payload.number) !== payload.challenge) throw new Error('X-Captcha does not solve its challenge')
  return payload
}
