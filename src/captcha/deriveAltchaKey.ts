import type { AltchaChallengeV2 } from './Captcha'

/**
 * ALTCHA v2's key derivation on Web Crypto, byte for byte altcha-lib's own
 * (dist/esm/v2/algorithms/web/sha.js and pbkdf2.js): `SHA-*` hashes salt ‖ password `cost` times
 * (each round the full previous digest) and keeps the first keyLength bytes; `PBKDF2/SHA-*` is
 * PBKDF2 with the password, the salt, `cost` iterations and keyLength bytes.
 */
export async function deriveAltchaKey(p: AltchaChallengeV2['parameters'], salt: Uint8Array, password: Uint8Array): Promise<Uint8Array> {
  const length = p.keyLength ?? 32
  if (p.algorithm.startsWith('PBKDF2/')) {
    const key = await crypto.subtle.importKey('raw', password as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveBits'])
    return new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: 'PBKDF2', salt: salt as Uint8Array<ArrayBuffer>, iterations: p.cost, hash: p.algorithm.slice(7) },
        key,
        length * 8,
      ),
    )
  }
  let key = new Uint8Array(salt.length + password.length)
  key.set(salt)
  key.set(password, salt.length)
  for (let i = 0; i < Math.max(1, p.cost); i++) key = new Uint8Array(await crypto.subtle.digest(p.algorithm, key))
  return key.slice(0, length)
}
