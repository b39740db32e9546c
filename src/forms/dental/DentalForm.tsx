import { useWidget } from '../../context/WidgetContext'
import { AssessmentForm, type AssessmentConfig } from '../assessment/AssessmentForm'
import { dentalFields } from './fields'
import { dentalDefaults, dentalSchema, type DentalValues } from './schema'
import { sendDental } from './sendDental'

const config: Omit<AssessmentConfig<DentalValues>, 'submitLabel'> = {
  fields: dentalFields,
  schema: dentalSchema,
  defaults: dentalDefaults,
  send: sendDental,
}

/** 'dental': the single-page dental assessment (/dentipet). Its submit label is not in the spec; the clinic dental form's is used. */
export function DentalForm() {
  const { text } = useWidget()
  return <AssessmentForm config={{ ...config, submitLabel: text.submit.dental }} />
}
