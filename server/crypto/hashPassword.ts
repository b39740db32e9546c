import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384,
  R = 8,
  P = 1,
  KEYLEN = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P }, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/** scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, , , , salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !salt || !hash) return false
  const key = await derive(password, Buffer.from(salt, 'base64'))
  const expected = Buffer.from(hash, 'base64')
  return key.length === expected.length && timingSafeEqual(key, expected)
}
