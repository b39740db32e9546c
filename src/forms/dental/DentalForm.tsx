import { AssessmentForm, type AssessmentConfig } from '../assessment/AssessmentForm'
import { dentalFields } from './fields'
import { dentalDefaults, dentalSchema, type DentalValues } from './schema'
import { sendDental } from './sendDental'

const config: AssessmentConfig<DentalValues> = {
  fields: dentalFields,
  schema: dentalSchema,
  defaults: dentalDefaults,
  send: sendDental,
  // Not named by the widget contract: the clinic dental form's label is used.
  submitLabel: (text) => text.submit.dental,
}

/** 'dental': the single-page dental assessment (/dentipet). */
export function DentalForm() {
  return <AssessmentForm config={config} />
}
