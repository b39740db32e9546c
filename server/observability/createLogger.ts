import { pino, type DestinationStream, type Logger } from 'pino'
import { errFields } from './errFields'

export type { Logger }

/** The levels LOG_LEVEL accepts, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/**
 * Values that must never reach a log line, wherever a caller puts them: credentials in headers,
 * and any field named like a secret. Bodies are never logged at all (a password-reset token or an
 * owner's address would be in them); this is the second fence.
 */
const REDACT = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'secret',
  '*.password',
  '*.token',
  '*.secret',
]

/**
 * The process's structured logger: one JSON line per event, with the ids that matter (`reqId`,
 * `leadId`) and, for failures, `err` with its message and stack (errFields.ts: no addresses). Lines go to stdout, or to `sink`
 * one line at a time (tests capture them; `() => {}` silences the server). Written synchronously:
 * the line about a crash must be out before the process dies.
 *
 * @example
 * const log = createLogger({ level: 'info' })
 * log.error({ err, leadId }, 'triage failed')
 */
export function createLogger(opts: { level?: string; sink?: (line: string) => void } = {}): Logger {
  const level = opts.level ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(level)})`)
  }
  const sink = opts.sink
  const stream: DestinationStream = sink
    ? { write: (line: string) => sink(line.replace(/\n$/, '')) }
    : pino.destination({ dest: 1, sync: true })
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: errFields },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    stream,
  )
}
