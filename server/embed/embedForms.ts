import type { Partner } from '../db/Partner'

/** The widgets an embed builder may offer: those bound to one clinic, whose leads carry its id. */
export const EMBED_FORMS = [
  { form: 'clinic-health', needs: 'health', label: 'Health assessment (3 steps)' },
  { form: 'clinic-dental', needs: 'dental', label: 'Dental assessment (2 steps)' },
  { form: 'kiosk-dental', needs: 'dental', label: 'Dental kiosk for the waiting room' },
] as const

/** One widget of EMBED_FORMS. */
export type EmbedForm = (typeof EMBED_FORMS)[number]

/**
 * The widgets a clinic uses, read from its own record: the clinic health form when it offers
 * health assessments, the clinic dental form and the dental kiosk when it offers dental ones
 * (`assessments` in src/schemas/clinic.ts, the same field routing reads). A low-cost program
 * takes its leads from the network's service-request wizard, which no clinic id binds: it gets none.
 */
export function embedForms(p: Pick<Partner, 'kind' | 'assessments'>): EmbedForm[] {
  if (p.kind !== 'clinic') return []
  return EMBED_FORMS.filter((f) => (p.assessments ?? []).includes(f.needs))
}
