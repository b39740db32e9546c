import type { FunnelAnswer, FunnelCounts, FunnelRow } from '../../src/workspace/funnelTypes'
import type { LeadWeek, WidgetWeek } from '../db/funnelRepo'
import type { FunnelPeriod } from './funnelPeriod'

/** The wizard (service-request) has this many steps; the page always lists each of them. */
export const WIZARD_STEPS = 15

const ZERO: FunnelCounts = { views: 0, starts: 0, submits: 0, claimed: 0, booked: 0, visited: 0 }

/** What the Funnel page is built from: the counters' and the leads' weeks, the wizard's steps, the failing fields. */
export interface FunnelParts {
  scope: 'clinic' | 'network'
  weeks: number
  timeZone: string
  period: FunnelPeriod
  widgets: readonly WidgetWeek[]
  leads: readonly LeadWeek[]
  wizardSteps: ReadonlyArray<{ step: number; reached: number }>
  errors: FunnelAnswer['errors']
}

/**
 * The Funnel page's answer: one row per clinic, widget and source (widget counts and lead counts
 * of the same key side by side; either side may be zero: a network widget's lead is counted at the
 * clinic it was routed to, its views under the network), most views first; every week of the period
 * with all rows together, zeros included, so a chart has every week on its axis; the wizard's 15 steps.
 */
export function funnelAnswer(p: FunnelParts): FunnelAnswer {
  const rows = new Map<string, FunnelRow>()
  const byWeek = new Map(p.period.weeks.map((week) => [week, { week, ...ZERO }]))
  const add = (r: (WidgetWeek | LeadWeek) & Partial<FunnelCounts>) => {
    const key = JSON.stringify([r.clinic_id, r.form, r.source])
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { clinic_id: r.clinic_id, clinic_name: r.clinic_name, form: r.form, source: r.source, ...ZERO }))
    const week = byWeek.get(r.week)
    for (const k of Object.keys(ZERO) as (keyof FunnelCounts)[]) {
      const n = r[k] ?? 0
      row[k] += n
      if (week) week[k] += n
    }
  }
  p.widgets.forEach(add)
  p.leads.forEach(add)
  const reached = new Map(p.wizardSteps.map((s) => [s.step, s.reached]))
  return {
    scope: p.scope,
    weeks: p.weeks,
    time_zone: p.timeZone,
    from: p.period.from,
    to: p.period.to,
    rows: [...rows.values()].sort(
      (a, b) =>
        b.views - a.views ||
        b.submits - a.submits ||
        (a.clinic_id ?? '').localeCompare(b.clinic_id ?? '') ||
        a.form.localeCompare(b.form) ||
        a.source.localeCompare(b.source),
    ),
    by_week: [...byWeek.values()],
    wizard_steps: Array.from({ length: WIZARD_STEPS }, (_, i) => ({ step: i + 1, reached: reached.get(i + 1) ?? 0 })),
    errors: p.errors,
  }
}
