import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { csvStream } from '../csv/csvStream'
import { leadCsvCells, leadCsvHeader } from '../csv/leadCsvColumns'
import { recentExports } from '../db/exportLogRepo'
import { leadsForScope, type ExportRow } from '../db/leadsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { calendarDay } from '../http/calendarDay'
import { HttpError, ok } from '../http/respond'
import { scopeOf } from '../db/scope'
import { inboxFilter } from './inboxFilter'

/** Rows read (and counted into the export's log row) per statement: the most a running export holds. */
export const EXPORT_PAGE_SIZE = 500

/** An IANA zone name the runtime knows (PostgreSQL reads the same tz database), else UTC. */
function timeZone(value: string | undefined): string {
  if (!value) return 'UTC'
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) throw new HttpError(400, { tz: 'An IANA time zone' })
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return value
  } catch (err) {
    // A zone this runtime does not know (Intl throws RangeError) is the client's 400. Anything else propagates.
    if (!(err instanceof RangeError)) throw err
    throw new HttpError(400, { tz: 'An IANA time zone' })
  }
}

/**
 * GET {API}/workspace/leads.csv?from&to[&tz][&status&kind&urgency&q&queue]: the leads of the
 * session's scope received in those days, filtered as the inbox filters, as a CSV download
 * streamed page by page (staff, owners, and the network team over its own scope). The export is
 * recorded once, in the export log (who, when, the days, filters and zone, the rows written),
 * never in the timeline of each lead it holds.
 *
 * GET {API}/workspace/exports: the clinic's recent exports, newest first (owners; the network
 * team sees every export). Another clinic's exports are not in the SQL's answer.
 */
export function workspaceExportRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const workspaceUrl = deps.config.publicUrl.replace(/\/+$/, '') + '/workspace'

  app.get('/workspace/leads.csv', (c) => {
    // A GET that writes (the export log): a page of another site must not set it off through a link.
    const site = c.req.header('sec-fetch-site')
    if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, { _: 'Cross-origin request refused' })
    const user = c.var.user!
    const filter = { ...inboxFilter(c), cursor: undefined }
    const from = calendarDay(c.req.query('from'), 'from')
    const to = calendarDay(c.req.query('to'), 'to')
    if (from > to) throw new HttpError(400, { to: 'Must not be before from' })
    const tz = timeZone(c.req.query('tz'))
    const fileName = `petlead-leads-${user.clinicId ?? 'network'}-${from}-to-${to}.csv`
    const leads = leadsForScope(deps.db, scopeOf(user))
    const log = {
      id: randomUUID(),
      clinicId: user.role === 'network' ? null : user.clinicId,
      userId: user.id,
      at: deps.clock.now(),
      from,
      to,
      tz,
      fileName,
      filters: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as Record<
        string,
        string | boolean
      >,
    }
    const body = csvStream<ExportRow>({
      header: leadCsvHeader(tz),
      cells: (r) => leadCsvCells(r, workspaceUrl, tz),
      pageSize: EXPORT_PAGE_SIZE,
      nextPage: (last) => leads.exportPage({ filter, from, to, tz, after: last?.key ?? null, limit: EXPORT_PAGE_SIZE, log }),
      onError: (err) => c.var.log.error({ err }, 'leads.csv export failed mid-stream'),
    })
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
  })

  app.get('/workspace/exports', async (c) => {
    const user = c.var.user!
    if (user.role === 'staff') throw new HttpError(403, { _: "Only the clinic's owners see its exports" })
    return ok(c, { items: await recentExports(deps.db, scopeOf(user)) })
  })
  return app
}
