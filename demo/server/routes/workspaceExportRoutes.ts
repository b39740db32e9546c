import { Hono } from 'hono'
import { csvStream } from '../csv/csvStream'
import { leadCsvCells, leadCsvHeader } from '../csv/leadCsvColumns'
import { leadsForScope, type ExportRow } from '../db/leadsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { HttpError } from '../http/respond'
import { scopeOf } from '../workspace/scope'
import { inboxFilter } from './inboxFilter'

/** Rows read (and recorded in the timeline) per statement: the most a running export holds. */
export const EXPORT_PAGE_SIZE = 500
const DAY = /^\d{4}-\d{2}-\d{2}$/

function day(value: string | undefined, name: string): string {
  if (!value || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, { [name]: 'A date YYYY-MM-DD' })
  }
  return value
}

/** An IANA zone name the runtime knows (PostgreSQL reads the same tz database), else UTC. */
function timeZone(value: string | undefined): string {
  if (!value) return 'UTC'
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) throw new HttpError(400, { tz: 'An IANA time zone' })
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return value
  } catch {
    throw new HttpError(400, { tz: 'An IANA time zone' })
  }
}

/**
 * GET {API}/workspace/leads.csv?from&to[&tz][&status&kind&urgency&q&queue]: the leads of the
 * session's scope received in those days, filtered as the inbox filters, as a CSV download
 * streamed page by page (staff, owners, and the network team over its own scope). Each lead
 * written gets an `exported` entry in its timeline, naming the file.
 */
export function workspaceExportRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const workspaceUrl = deps.config.publicUrl.replace(/\/+$/, '') + '/workspace'

  app.get('/workspace/leads.csv', (c) => {
    // A GET that writes (the timeline): a page of another site must not set it off through a link.
    const site = c.req.header('sec-fetch-site')
    if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, { _: 'Cross-origin request refused' })
    const user = c.var.user!
    const filter = { ...inboxFilter(c), cursor: undefined }
    const from = day(c.req.query('from'), 'from')
    const to = day(c.req.query('to'), 'to')
    if (from > to) throw new HttpError(400, { to: 'Must not be before from' })
    const tz = timeZone(c.req.query('tz'))
    const fileName = `petlead-leads-${user.clinicId ?? 'network'}-${from}-to-${to}.csv`
    const leads = leadsForScope(deps.db, scopeOf(user))
    const at = deps.clock.now()
    const body = csvStream<ExportRow>({
      header: leadCsvHeader(tz),
      cells: (r) => leadCsvCells(r, workspaceUrl, tz),
      pageSize: EXPORT_PAGE_SIZE,
      nextPage: (last) => leads.exportPage({ userId: user.id, filter, from, to, tz, after: last?.key ?? null, limit: EXPORT_PAGE_SIZE, at, note: fileName }),
      onError: (err) => deps.log(`error GET leads.csv ${(err as Error)?.name ?? 'Error'}`),
    })
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
  })
  return app
}
