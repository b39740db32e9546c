import { assessmentForm } from '../assessment/AssessmentForm'
import { dentalForm } from './dentalForm'
import { sendDental } from './sendDental'

/** 'dental': the single-page dental assessment (/dentipet). */
export const DentalForm = assessmentForm({
  ...dentalForm,
  send: sendDental,
  // Not named by the widget contract: the clinic dental form's label is used.
  submitLabel: (text) => text.submit.dental,
})
