import type { ComponentType } from 'react'
import type { FormName } from '../formNames'
import { DentalForm } from './dental/DentalForm'
import { HealthForm } from './health/HealthForm'
import { AiTest } from './aiTest/AiTest'
import { ContactForm } from './contact/ContactForm'
import { RecoverPassword } from './recoverPassword/RecoverPassword'
import { ServiceRequest } from './serviceRequest/ServiceRequest'
import { ClinicDentalForm } from './clinicDental/ClinicDentalForm'
import { ClinicHealthForm } from './clinicHealth/ClinicHealthForm'
import { ClinicResults } from './clinicResults/ClinicResults'
import { KioskForm } from './kiosk/KioskForm'
import { QrDentalForm } from './qrDental/QrDentalForm'

/** The component of every widget name. */
export const forms: Record<FormName, ComponentType> = {
  health: HealthForm,
  dental: DentalForm,
  'clinic-health': ClinicHealthForm,
  'clinic-dental': ClinicDentalForm,
  'kiosk-dental': KioskForm,
  'qr-dental': QrDentalForm,
  'service-request': ServiceRequest,
  contact: ContactForm,
  'recover-password': RecoverPassword,
  'clinic-results': ClinicResults,
  'ai-test': AiTest,
}
