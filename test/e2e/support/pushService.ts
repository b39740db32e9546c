import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeNow } from '../../../server/testing/closeNow'

/** A push message as the double received and decrypted it. */
export interface ReceivedPush {
  endpoint: string
  /** The decrypted payload, parsed as JSON. */
  payload: unknown
  urgency: string | undefined
  ttl: string | undefined
  /** The VAPID JWT verified against the `k=` key, and that key is `expectedKey` when one was given. */
  vapidOk: boolean
}

/** A subscription the double made, as a browser's PushSubscription.toJSON() would give it. */
export interface DoubleSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/**
 * Decrypts an `aes128gcm` Web Push body (RFC 8291 and 8188, one record) with the browser side's
 * private key and auth secret, and strips the padding.
 */
export function decryptPush(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16)
  const idLen = body[20]!
  const asPublic = body.subarray(21, 21 + idLen)
  const cipherText = body.subarray(21 + idLen)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(ua.privateKey)
  const shared = ecdh.computeSecret(asPublic)
  const prkKey = hmac(ua.auth, shared)
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16))
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('not the last record (no 0x02 delimiter)')
  return padded.subarray(0, end)
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by `k`, for this push service's origin. */
function vapidValid(header: string | undefined, origin: string, expectedKey?: string): boolean {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!m) return false
  const [, jwt, k] = m as unknown as [string, string, string]
  if (expectedKey && k !== expectedKey) return false
  const [h, p, s] = jwt.split('.')
  if (!h || !p || !s) return false
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string }
  return (
    claims.aud === origin && verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))
  )
}

/**
 * A local push service double on 127.0.0.1: it makes subscriptions (its own endpoint, with an
 * ECDH key pair and auth secret it keeps, as a browser would), receives the server's Web Push
 * POSTs, checks their VAPID signature, decrypts them with the subscription's keys, and answers
 * 201 (or what `answer` sets for an endpoint, e.g. 410 Gone).
 */
export async function startPushService(opts: { expectedKey?: string } = {}) {
  const keys = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>()
  const answers = new Map<string, number>()
  const received: ReceivedPush[] = []
  const waiters: Array<() => void> = []
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const endpoint = origin + (req.url ?? '')
      const ua = keys.get(endpoint)
      if (req.method !== 'POST' || !ua) {
        res.writeHead(404).end()
        return
      }
      const answer = answers.get(endpoint) ?? 201
      if (answer === 201) {
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), ua).toString('utf8')) as unknown
        received.push({
          endpoint,
          payload,
          urgency: req.headers.urgency as string | undefined,
          ttl: req.headers.ttl as string | undefined,
          vapidOk: vapidValid(req.headers.authorization, origin, opts.expectedKey) && req.headers['content-encoding'] === 'aes128gcm',
        })
        for (const w of waiters.splice(0)) w()
      }
      res.writeHead(answer).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    /** A new subscription at this service, as a browser's PushManager would make it. */
    subscribe(): DoubleSubscription {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`
      keys.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey, auth })
      return { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } }
    },
    /** Answers `status` to every later POST to `endpoint` (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      answers.set(endpoint, status)
    },
    /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedPush[]> {
      const until = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`push service: ${received.length} of ${count} messages`)
        await new Promise<void>((r) => {
          waiters.push(r)
          setTimeout(r, 100)
        })
      }
      return received
    },
    close: () => closeNow(server),
  }
}
