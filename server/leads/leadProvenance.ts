import { ATTRIBUTION_KEYS, sourceOf, type Attribution } from '../../src/schemas/attribution'
import type { FUNNEL_FORMS } from '../../src/schemas/funnel'
import type { SubmissionKind } from '../db/submissionsRepo'

/** A widget a lead is sent from (src/schemas/funnel.ts's FUNNEL_FORMS). */
export type LeadWidget = (typeof FUNNEL_FORMS)[number]

/** Where a lead came from, as `submissions` stores it beside the owner's fields. */
export interface LeadProvenance {
  /** The owner's fields without `attribution` and `widget`, which are the lead's columns, not what the owner wrote. */
  data: Record<string, unknown>
  /** The widget (`submissions.form`); null for a contact message, which no widget sends. */
  form: LeadWidget | null
  /** The source the lead is counted under: `sourceOf` its attribution, the funnel's own rule. */
  source: string
  /** Only the known keys with a value; null when none is left. */
  attribution: Attribution | null
}

/**
 * The widget each kind of lead comes from when the submission does not say: a clinic-bound health
 * or dental form (it names its clinic) is that clinic's form, the others have one widget each.
 * Migration 032 filled older rows by the same rule (server/db/funnelSql.ts); this is the one copy
 * the code keeps.
 */
function formOf(kind: SubmissionKind, clinicId: string | null | undefined): LeadWidget | null {
  switch (kind) {
    case 'health':
      return clinicId ? 'clinic-health' : 'health'
    case 'dental':
      return clinicId ? 'clinic-dental' : 'dental'
    case 'dental_check':
      return 'kiosk-dental'
    case 'qr_dental':
      return 'qr-dental'
    case 'low_cost':
      return 'service-request'
    case 'contact':
      return null
  }
}

/**
 * A validated submission's provenance: the widget it names (`widget`, else the one its kind and
 * clinic give), its attribution kept to the known keys with a non-blank value (the schema already
 * refused unknown keys; this keeps the stored object exactly that set), and its source.
 */
export function leadProvenance(kind: SubmissionKind, clinicId: string | null | undefined, sent: object): LeadProvenance {
  const { attribution: raw, widget, ...data } = sent as Record<string, unknown> & { attribution?: unknown; widget?: unknown }
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const kept: Attribution = {}
  for (const key of ATTRIBUTION_KEYS) {
    const value = given[key]
    if (typeof value === 'string' && value.trim() !== '') kept[key] = value.trim()
  }
  const attribution = Object.keys(kept).length > 0 ? kept : null
  const form = kind === 'contact' ? null : typeof widget === 'string' ? (widget as LeadWidget) : formOf(kind, clinicId)
  return { data, form, source: sourceOf(attribution), attribution }
}
