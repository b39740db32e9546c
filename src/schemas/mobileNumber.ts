/**
 * A mobile number as E.164 (`+` and 8 to 15 digits), from what staff type: spaces, dots, dashes
 * and brackets are dropped, a bare 10-digit number (or 11 starting with 1) is taken as North
 * American. Undefined when it cannot be a number a text message can reach, so the workspace and
 * the server accept and store exactly the same numbers.
 */
export function mobileNumber(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s().-]/g, '')
  const e164 = /^\d{10}$/.test(compact) ? '+1' + compact : /^1\d{10}$/.test(compact) ? '+' + compact : compact
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : undefined
}
