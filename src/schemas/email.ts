import * as v from 'valibot'

/**
 * The one rule for an e-mail address, shared by the widgets, the workspace and the server: what
 * every SMTP server takes in a `RCPT TO` without quoting. A local part of letters, digits and
 * `_%+-` in dot-separated runs (no leading, trailing or double dot, no quotes), `@`, then domain
 * labels of letters, digits and inner hyphens, ending in a 2 to 63 letter top-level domain.
 * At most 64 characters before the `@`, 254 in all. Case-insensitive.
 */
export const MAIL_ADDRESS = /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

/** True when `value` is an address by MAIL_ADDRESS and its lengths (untrimmed: callers trim). */
export function isMailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && MAIL_ADDRESS.test(value) && value.indexOf('@') <= 64
}

/** The rule as a valibot schema (trimmed first), with the caller's message. */
// @__NO_SIDE_EFFECTS__
export function mailAddress(message: string, required = message) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(254, message),
    v.regex(MAIL_ADDRESS, message),
    v.check((s) => s.indexOf('@') <= 64, message),
  )
}
