import type { Context } from 'hono'
import type { LeadFilter } from '../db/leadsRepo'
import type { AppEnv } from '../http/appEnv'
import { HttpError } from '../http/respond'

/**
 * The inbox's filters as the query string carries them (status, kind, urgency, q, cursor, and
 * queue=1 for the network team only), read one way for the inbox and for its CSV export, so a
 * file holds exactly the leads the screen showed.
 */
export function inboxFilter(c: Context<AppEnv>): LeadFilter {
  const queue = c.req.query('queue') === '1'
  if (queue && c.var.user!.role !== 'network') throw new HttpError(403, { _: 'Only the network team has a queue' })
  // A filter is text a person types: a NUL (which no PostgreSQL text can hold) is a 400, not a 500.
  const pick = (k: string) => {
    const value = (c.req.query(k) ?? '').slice(0, 200)
    if (value.includes('\u0000')) throw new HttpError(400, { [k]: 'Not a valid filter' })
    return value || undefined
  }
  return { status: pick('status'), kind: pick('kind'), urgency: pick('urgency'), q: pick('q'), cursor: pick('cursor'), queue }
}
