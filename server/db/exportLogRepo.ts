import type { Scope } from './scope'
import type { Queryable } from './db'

/** The export log: one row per CSV export (who, when, which days and filters, the zone, how many rows). */
export const exportLogSql = `
CREATE TABLE export_log (
  id uuid PRIMARY KEY,
  clinic_id text,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  from_day date NOT NULL,
  to_day date NOT NULL,
  tz text NOT NULL,
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  file_name text NOT NULL,
  row_count integer NOT NULL DEFAULT 0
);
CREATE INDEX export_log_clinic_at ON export_log (clinic_id, at DESC)
`

/** What an export records about itself; `clinicId` is null for the network team's exports. */
export interface ExportLogEntry {
  id: string
  clinicId: string | null
  userId: string
  at: Date
  from: string
  to: string
  tz: string
  filters: Record<string, string | boolean>
  fileName: string
}

/** An export as the workspace lists it. */
export interface ExportLogItem {
  id: string
  at: string
  actor: string | null
  from: string
  to: string
  tz: string
  filters: Record<string, string | boolean>
  file_name: string
  rows: number
}

/**
 * The statement fragment that records one page of an export in its log row: the first page
 * inserts the row, every later one adds its rows to it, so an export of any length is one row
 * whatever its pages (and counts what was read for the file, an export stopped half-way included).
 * `p` binds values into the caller's statement; `pageRows` is the SQL count of the page.
 */
export function exportLogPageSql(e: ExportLogEntry, p: (v: unknown) => string, pageRows: string): string {
  return `INSERT INTO export_log (id, clinic_id, user_id, at, from_day, to_day, tz, filters, file_name, row_count)
    VALUES (${p(e.id)}::uuid, ${p(e.clinicId)}, ${p(e.userId)}::uuid, ${p(e.at)}, ${p(e.from)}::date, ${p(e.to)}::date, ${p(e.tz)}, ${p(JSON.stringify(e.filters))}::jsonb, ${p(e.fileName)}, ${pageRows})
    ON CONFLICT (id) DO UPDATE SET row_count = export_log.row_count + EXCLUDED.row_count`
}

/** Exports shown per list: the most recent. */
export const EXPORT_LOG_LIMIT = 50

/**
 * The recent exports a scope may see, newest first: a clinic its own only (the clinic is in the
 * SQL, from the session), the network team every export.
 */
export async function recentExports(q: Queryable, scope: Scope, limit = EXPORT_LOG_LIMIT): Promise<ExportLogItem[]> {
  const params: unknown[] = [Math.max(1, Math.min(EXPORT_LOG_LIMIT, Math.floor(limit)))]
  let where = 'true'
  if (scope.kind === 'clinic') {
    params.push(scope.clinicId)
    where = 'x.clinic_id = $2'
  }
  const rows = await q.query<Record<string, unknown>>(
    `SELECT x.id::text AS id, x.at, u.email AS actor, x.from_day::text AS from_day, x.to_day::text AS to_day, x.tz, x.filters, x.file_name, x.row_count
     FROM export_log x LEFT JOIN users u ON u.id = x.user_id
     WHERE ${where} ORDER BY x.at DESC, x.id DESC LIMIT $1`,
    params,
  )
  return rows.map((r) => ({
    id: r.id as string,
    at: new Date(r.at as string).toISOString(),
    actor: (r.actor as string | null) ?? null,
    from: r.from_day as string,
    to: r.to_day as string,
    tz: r.tz as string,
    filters: (typeof r.filters === 'string' ? JSON.parse(r.filters) : r.filters) as Record<string, string | boolean>,
    file_name: r.file_name as string,
    rows: Number(r.row_count),
  }))
}
