import { AssessmentForm, type AssessmentConfig } from '../assessment/AssessmentForm'
import { healthFields } from './fields'
import { healthDefaults, healthSchema, type HealthValues } from './schema'
import { sendHealth } from './sendHealth'

const config: AssessmentConfig<HealthValues> = {
  fields: healthFields,
  schema: healthSchema,
  defaults: healthDefaults,
  send: sendHealth,
  submitLabel: (text) => text.submit.health,
}

/** 'health': the general pet health assessment (/main_form). */
export function HealthForm() {
  return <AssessmentForm config={config} />
}
