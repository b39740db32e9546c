/** E-mail addresses and E.164 phone numbers, as SMTP and SMS providers quote them in their refusals. */
const PERSONAL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\+\d{8,15}\b/g

/**
 * An error as a log line carries it: its type, message, stack and codes, and nothing else. A whitelist,
 * because errors carry what their library put on them (nodemailer's `envelope` and `rejected` hold
 * the recipient's address), and with any e-mail address or phone number in the message or stack
 * replaced, because a provider's refusal quotes the owner's. The cause is kept the same way, so a
 * wrapped error still says where it began.
 */
export function errFields(err: unknown, depth = 0): Record<string, unknown> | undefined {
  if (err === undefined || err === null) return undefined
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).replace(PERSONAL, '[personal]').slice(0, 500) }
  const e = err as Error & { code?: unknown; responseCode?: unknown; status?: unknown }
  const out: Record<string, unknown> = {
    type: e.name,
    message: e.message.replace(PERSONAL, '[personal]'),
    stack: e.stack?.replace(PERSONAL, '[personal]'),
  }
  for (const k of ['code', 'responseCode', 'status'] as const) if (typeof e[k] === 'string' || typeof e[k] === 'number') out[k] = e[k]
  if (e.cause !== undefined && depth < 3) out.cause = errFields(e.cause, depth + 1)
  return out
}
