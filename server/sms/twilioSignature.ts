import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Twilio's request signature (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the account's
 * auth token, over the full URL Twilio requested followed by every POST parameter's name and
 * value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort()
  const data =
    url +
    names
      .map((n) =>
        params
          .getAll(n)
          .map((value) => n + value)
          .join(''),
      )
      .join('')
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64')
}

/** True when `signature` is Twilio's signature of this request (compared in constant time). */
export function isTwilioSigned(authToken: string, url: string, params: URLSearchParams, signature: string | undefined): boolean {
  if (!signature) return false
  const want = Buffer.from(twilioSignature(authToken, url, params))
  const got = Buffer.from(signature)
  return want.length === got.length && timingSafeEqual(want, got)
}
