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
  const pick = (k: string) => (c.req.query(k) ?? '').slice(0, 200) || undefined
  return { status: pick('status'), kind: pick('kind'), urgency: pick('urgency'), q: pick('q'), cursor: pick('cursor'), queue }
}
