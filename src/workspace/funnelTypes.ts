/**
 * `GET workspace/funnel?weeks=N` (N 1 to 26, default 8): where owners come from and where they drop
 * out, over the last N whole weeks plus this one, in the clinic's time zone. The widget counts (views,
 * starts, submits, steps, errors) come from the funnel counters; claimed, booked and visited from the
 * leads themselves, counted under the same widget and source (`sourceOf` in src/schemas/attribution.ts).
 * A clinic's staff see their clinic; the network team sees every partner clinic, each row naming it.
 */
export interface FunnelAnswer {
  scope: 'clinic' | 'network'
  weeks: number
  time_zone: string
  /** First and last day counted, YYYY-MM-DD. */
  from: string
  to: string
  /** One row per clinic (network), widget and source, most views first. */
  rows: FunnelRow[]
  /** The whole period by week (Monday's date), all widgets and sources together. */
  by_week: Array<FunnelCounts & { week: string }>
  /** The wizard's (service-request) steps 1-15: how many owners reached each. */
  wizard_steps: Array<{ step: number; reached: number }>
  /** Fields that failed their check on a submit, by widget, most first (names only, never values). */
  errors: Array<{ form: string; field: string; count: number }>
}

/** The funnel's stages, in order. */
export interface FunnelCounts {
  views: number
  starts: number
  submits: number
  claimed: number
  booked: number
  visited: number
}

export interface FunnelRow extends FunnelCounts {
  /** The clinic the row counts (null: the network's own widgets before routing). */
  clinic_id: string | null
  clinic_name: string | null
  form: string
  source: string
}
