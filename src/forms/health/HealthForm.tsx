import { assessmentForm } from '../assessment/AssessmentForm'
import { healthForm } from './healthForm'
import { sendHealth } from './sendHealth'

/** 'health': the general pet health assessment (/main_form). */
export const HealthForm = assessmentForm({
  ...healthForm,
  send: sendHealth,
  submitLabel: (text) => text.submit.health,
})
