import type { FunnelKind } from '../../src/schemas/funnel'
import type { Queryable } from './db'
import { leadBookedSql } from './leadBookedSql'

/** One counter to add to (server/funnel/countersOf.ts makes them, one per distinct key). */
export interface FunnelCounterRow {
  /** YYYY-MM-DD in the zone the clinic counts in. */
  day: string
  /** '' for the network's own widgets. */
  clinicId: string
  form: string
  source: string
  kind: FunnelKind
  /** The step reached (kind `step`), else 0. */
  step: number
  /** The field that failed (kind `error`), else ''. */
  field: string
  count: number
}

/** Whose counters and leads a read covers: one clinic, or (the network team) all of them. */
export type FunnelScope = { clinicId: string } | 'network'

/** The widget side of one (clinic, widget, source) in one week: views, starts and submits. */
export interface WidgetWeek {
  clinic_id: string | null
  clinic_name: string | null
  form: string
  source: string
  week: string
  views: number
  starts: number
  submits: number
}

/** The lead side of one (clinic, widget, source) in one week: claimed, booked, visited. */
export interface LeadWeek {
  clinic_id: string | null
  clinic_name: string | null
  form: string
  source: string
  week: string
  claimed: number
  booked: number
  visited: number
}

/** The days a read covers, inclusive, YYYY-MM-DD. */
export interface Days {
  from: string
  to: string
}

const WEEK = `to_char(date_trunc('week', day), 'YYYY-MM-DD')`
/** `$n` is the scope's clinic id, NULL for the network (every clinic, and the network's own widgets under ''). */
const inScope = (n: number) => `($${n}::text IS NULL OR clinic_id = $${n})`
const scoped = (s: FunnelScope) => (s === 'network' ? null : s.clinicId)

/**
 * SQL of the funnel: `funnel_counts`, one row per day, clinic ('' for the network's widgets),
 * widget, source, kind, step and field, added to by every beacon; and the funnel's lead side,
 * read from the leads themselves.
 */
/** The key every weekly row of the Funnel shares: the clinic (and its name), the widget, the source and the week. */
function weekKey(r: Record<string, unknown>) {
  return {
    clinic_id: (r.clinic_id as string | null) ?? null,
    clinic_name: (r.clinic_name as string | null) ?? null,
    form: r.form as string,
    source: r.source as string,
    week: r.week as string,
  }
}

export const funnelRepo = {
  /**
   * Adds each counter to its row, creating it at its count: one statement per beacon, atomic, the
   * same on PGlite and PostgreSQL. The counters' keys must be distinct (countersOf merges them).
   */
  async add(q: Queryable, rows: readonly FunnelCounterRow[]): Promise<void> {
    if (!rows.length) return
    await q.query(
      `INSERT INTO funnel_counts (day, clinic_id, form, source, kind, step, field, count)
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::bigint[])
       ON CONFLICT (clinic_id, day, form, source, kind, step, field) DO UPDATE SET count = funnel_counts.count + EXCLUDED.count`,
      [
        rows.map((r) => r.day),
        rows.map((r) => r.clinicId),
        rows.map((r) => r.form),
        rows.map((r) => r.source),
        rows.map((r) => r.kind),
        rows.map((r) => r.step),
        rows.map((r) => r.field),
        rows.map((r) => r.count),
      ],
    )
  },

  /** Deletes the counters of days before `day` (YYYY-MM-DD); answers how many rows went. */
  async deleteBefore(q: Queryable, day: string): Promise<number> {
    return (await q.query('DELETE FROM funnel_counts WHERE day < $1::date RETURNING 1', [day])).length
  },

  /** Views, starts and submits per clinic, widget, source and week (Monday) over `days`. */
  async widgetWeeks(q: Queryable, scope: FunnelScope, days: Days): Promise<WidgetWeek[]> {
    const rows = await q.query<Record<string, unknown>>(
      `SELECT NULLIF(f.clinic_id, '') AS clinic_id, c.name AS clinic_name, f.form, f.source, f.week,
         f.views, f.starts, f.submits
       FROM (SELECT clinic_id, form, source, ${WEEK} AS week,
               coalesce(sum(count) FILTER (WHERE kind = 'view'), 0) AS views,
               coalesce(sum(count) FILTER (WHERE kind = 'start'), 0) AS starts,
               coalesce(sum(count) FILTER (WHERE kind = 'submit'), 0) AS submits
             FROM funnel_counts
             WHERE day BETWEEN $1::date AND $2::date AND ${inScope(3)} AND kind IN ('view', 'start', 'submit')
             GROUP BY clinic_id, form, source, week) f
       LEFT JOIN clinics c ON c.id = f.clinic_id`,
      [days.from, days.to, scoped(scope)],
    )
    return rows.map((r) => ({
      ...weekKey(r),
      views: Number(r.views),
      starts: Number(r.starts),
      submits: Number(r.submits),
    }))
  },

  /**
   * Claimed, booked (leadBookedSql) and visited leads per clinic, widget, source and week over
   * `days`, each lead on its day in its clinic's zone (`zones`: clinic id to zone; `fallbackZone`
   * for a clinic not listed and for the network's unrouted leads). A lead counts under the clinic
   * it is with now, the widget it was sent from and its source (`direct` when it has none).
   */
  async leadWeeks(
    q: Queryable,
    scope: FunnelScope,
    days: Days,
    zones: ReadonlyMap<string, string>,
    fallbackZone: string,
  ): Promise<LeadWeek[]> {
    const rows = await q.query<Record<string, unknown>>(
      `WITH z AS (SELECT * FROM unnest($4::text[], $5::text[]) AS z(clinic_id, tz)),
       l AS (
         SELECT s.lead_clinic_id AS clinic_id, s.form, coalesce(s.source, 'direct') AS source,
           (s.created_at AT TIME ZONE coalesce(z.tz, $6))::date AS day,
           s.claimed_at IS NOT NULL AS claimed, ${leadBookedSql('s')} AS booked, s.status = 'visited' AS visited
         FROM submissions s LEFT JOIN z ON z.clinic_id = s.lead_clinic_id
         WHERE s.is_lead AND s.form IS NOT NULL AND ($3::text IS NULL OR s.lead_clinic_id = $3)
           -- A day either side of the period in UTC, so the index on created_at narrows it before the zones do.
           AND s.created_at >= $1::date - 1 AND s.created_at < $2::date + 2)
       SELECT l.clinic_id, c.name AS clinic_name, l.form, l.source, ${WEEK} AS week,
         count(*) FILTER (WHERE l.claimed) AS claimed, count(*) FILTER (WHERE l.booked) AS booked, count(*) FILTER (WHERE l.visited) AS visited
       FROM l LEFT JOIN clinics c ON c.id = l.clinic_id
       WHERE l.day BETWEEN $1::date AND $2::date
       GROUP BY l.clinic_id, c.name, l.form, l.source, week`,
      [days.from, days.to, scoped(scope), [...zones.keys()], [...zones.values()], fallbackZone],
    )
    return rows.map((r) => ({
      ...weekKey(r),
      claimed: Number(r.claimed),
      booked: Number(r.booked),
      visited: Number(r.visited),
    }))
  },

  /** How many owners reached each step of `form` over `days` (steps never reached are absent). */
  async stepsReached(q: Queryable, scope: FunnelScope, days: Days, form: string): Promise<Array<{ step: number; reached: number }>> {
    const rows = await q.query<{ step: number; reached: string | number }>(
      `SELECT step, sum(count) AS reached FROM funnel_counts
       WHERE day BETWEEN $1::date AND $2::date AND ${inScope(3)} AND form = $4 AND kind = 'step'
       GROUP BY step ORDER BY step`,
      [days.from, days.to, scoped(scope), form],
    )
    return rows.map((r) => ({ step: Number(r.step), reached: Number(r.reached) }))
  },

  /** The fields that failed their check over `days`, by widget, most first (at most `limit`). */
  async errors(
    q: Queryable,
    scope: FunnelScope,
    days: Days,
    limit: number,
  ): Promise<Array<{ form: string; field: string; count: number }>> {
    const rows = await q.query<{ form: string; field: string; count: string | number }>(
      `SELECT form, field, sum(count) AS count FROM funnel_counts
       WHERE day BETWEEN $1::date AND $2::date AND ${inScope(3)} AND kind = 'error'
       GROUP BY form, field ORDER BY count DESC, form, field LIMIT $4`,
      [days.from, days.to, scoped(scope), limit],
    )
    return rows.map((r) => ({ form: r.form, field: r.field, count: Number(r.count) }))
  },
}
