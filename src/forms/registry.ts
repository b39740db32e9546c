import type { ComponentType } from 'react'
import type { FormName } from '../formNames'
import { DentalForm } from './dental/DentalForm'
import { HealthForm } from './health/HealthForm'
import { Unavailable } from './Unavailable'

/** The component of every widget name. */
export const forms: Record<FormName, ComponentType> = {
  health: HealthForm,
  dental: DentalForm,
  'clinic-health': Unavailable,
  'clinic-dental': Unavailable,
  'kiosk-dental': Unavailable,
  'qr-dental': Unavailable,
  'service-request': Unavailable,
  contact: Unavailable,
  'recover-password': Unavailable,
  'clinic-results': Unavailable,
  'ai-test': Unavailable,
}
