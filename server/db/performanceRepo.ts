import { visitsBookedSql } from './visitsBookedSql'
import type { Queryable } from './db'

/** p50 and p90 of one measure in minutes (null: no lead has reached it yet), and how many leads reached it. */
export interface Percentiles {
  p50: number | null
  p90: number | null
  n: number
}

/** One bucket of a clinic's leads (a week, or an hour of the day): how many, and each measure's percentiles. */
export interface Bucket {
  /** The week's Monday (YYYY-MM-DD) or the hour of the day (0-23), in the clinic's zone; 'period' for the whole period. */
  key: string | number
  leads: number
  acknowledged: Percentiles
  claimed: Percentiles
  contacted: Percentiles
}

/** How one clinic kept its first-contact target: checks that came due, and how many found the lead unclaimed. */
export interface TargetRecord {
  clinic_id: string
  name: string
  first_contact: { targetMinutes?: number } | null
  leads: number
  checked: number
  missed: number
  claimed: Percentiles
}

/** A clinic's visits and leads over one period, and the share of leads that became a visit. */
export interface BookingRate {
  clinic_id: string
  leads: number
  /** Visits booked in the period (confirmed then, and not cancelled since). */
  booked: number
  /** booked / leads, to three decimals; null without a lead. */
  rate: number | null
}

/**
 * Minutes from arrival to each measure. NULL, and so left out of the percentiles, is "not yet"
 * (percentile_cont skips NULLs): a lead not yet acknowledged, claimed or contacted.
 */
const MEASURES = `
  extract(epoch FROM (s.acknowledged_at - s.created_at)) / 60 AS ack,
  extract(epoch FROM (s.claimed_at - s.created_at)) / 60 AS claim,
  extract(epoch FROM (s.first_contacted_at - s.created_at)) / 60 AS contact`

const pct = (m: string) =>
  `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${m}) AS ${m}_50, percentile_cont(0.9) WITHIN GROUP (ORDER BY ${m}) AS ${m}_90, count(${m}) AS ${m}_n`
const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10)
const of = (r: Record<string, unknown>, m: string): Percentiles => ({
  p50: round(r[`${m}_50`]),
  p90: round(r[`${m}_90`]),
  n: Number(r[`${m}_n`] ?? 0),
})

/** SQL of the Performance page: speed to lead per clinic, from the leads themselves and their claim checks. */
export const performanceRepo = {
  /**
   * A clinic's leads since `since`, bucketed by `by` (the week, or the hour of day) in the clinic's
   * zone `tz`, or all in one bucket keyed 'period' (none without a lead).
   */
  async buckets(q: Queryable, clinicId: string, since: Date, tz: string, by: 'week' | 'hour' | 'period'): Promise<Bucket[]> {
    const key =
      by === 'week'
        ? `to_char(date_trunc('week', s.created_at AT TIME ZONE $3), 'YYYY-MM-DD')`
        : by === 'hour'
          ? `extract(hour FROM s.created_at AT TIME ZONE $3)::int`
          : // The zone ($3) is named only so that its parameter has a type: the key is 'period'.
            `'period' || left($3, 0)`
    const rows = await q.query<Record<string, unknown>>(
      `WITH l AS (SELECT ${key} AS key, ${MEASURES} FROM submissions s WHERE s.is_lead AND s.lead_clinic_id = $1 AND s.created_at >= $2)
       SELECT key, count(*) AS leads, ${pct('ack')}, ${pct('claim')}, ${pct('contact')} FROM l GROUP BY key ORDER BY key`,
      [clinicId, since, tz],
    )
    return rows.map((r) => ({
      key: r.key as string | number,
      leads: Number(r.leads),
      acknowledged: of(r, 'ack'),
      claimed: of(r, 'claim'),
      contacted: of(r, 'contact'),
    }))
  },

  /** Every active clinic's record since `since`: its leads, how fast they were claimed, and how many first-contact checks found them unclaimed. */
  async targets(q: Queryable, since: Date): Promise<TargetRecord[]> {
    const rows = await q.query<Record<string, unknown>>(
      `WITH l AS (SELECT s.lead_clinic_id AS clinic_id, ${MEASURES} FROM submissions s WHERE s.is_lead AND s.lead_clinic_id IS NOT NULL AND s.created_at >= $1),
       m AS (SELECT clinic_id, count(*) AS leads, ${pct('claim')} FROM l GROUP BY clinic_id),
       k AS (SELECT clinic_id, count(*) FILTER (WHERE status = 'done') AS checked, count(*) FILTER (WHERE outcome = 'escalated') AS missed
             FROM claim_checks WHERE step = 'escalate' AND round = 1 AND created_at >= $1 GROUP BY clinic_id)
       SELECT c.id AS clinic_id, c.name, c.first_contact, coalesce(m.leads, 0) AS leads, coalesce(k.checked, 0) AS checked, coalesce(k.missed, 0) AS missed,
         m.claim_50, m.claim_90, coalesce(m.claim_n, 0) AS claim_n
       FROM clinics c LEFT JOIN m ON m.clinic_id = c.id LEFT JOIN k ON k.clinic_id = c.id WHERE c.active ORDER BY c.id`,
      [since],
    )
    return rows.map((r) => ({
      clinic_id: r.clinic_id as string,
      name: r.name as string,
      first_contact: (r.first_contact as TargetRecord['first_contact']) ?? null,
      leads: Number(r.leads),
      checked: Number(r.checked),
      missed: Number(r.missed),
      claimed: of(r, 'claim'),
    }))
  },

  /**
   * Every active clinic's booking record since `since` (only `clinicId`'s when given): the visits
   * booked in the period (visitsBookedSql, the one definition the Leads page counts too) and the
   * leads it received in it, so the rate reads "visits per lead", as a clinic compares its channels.
   */
  async bookingRates(q: Queryable, since: Date, clinicId?: string): Promise<BookingRate[]> {
    const rows = await q.query<Record<string, unknown>>(
      `WITH l AS (SELECT lead_clinic_id AS clinic_id, count(*) AS leads FROM submissions
                  WHERE is_lead AND lead_clinic_id IS NOT NULL AND created_at >= $1 GROUP BY lead_clinic_id)
       SELECT c.id AS clinic_id, coalesce(l.leads, 0) AS leads, (${visitsBookedSql('$1', 'c.id')}) AS booked
       FROM clinics c LEFT JOIN l ON l.clinic_id = c.id
       WHERE c.active AND ($2::text IS NULL OR c.id = $2) ORDER BY c.id`,
      [since, clinicId ?? null],
    )
    return rows.map((r) => {
      const leads = Number(r.leads)
      const booked = Number(r.booked)
      return { clinic_id: r.clinic_id as string, leads, booked, rate: leads > 0 ? Math.round((booked / leads) * 1000) / 1000 : null }
    })
  },
}
