import { useWidget } from '../../context/WidgetContext'
import { AssessmentForm, type AssessmentConfig } from '../assessment/AssessmentForm'
import { healthFields } from './fields'
import { healthDefaults, healthSchema, type HealthValues } from './schema'
import { sendHealth } from './sendHealth'

const config: Omit<AssessmentConfig<HealthValues>, 'submitLabel'> = {
  fields: healthFields,
  schema: healthSchema,
  defaults: healthDefaults,
  send: sendHealth,
}

/** 'health': the general pet health assessment (/main_form). */
export function HealthForm() {
  const { text } = useWidget()
  return <AssessmentForm config={{ ...config, submitLabel: text.submit.health }} />
}
