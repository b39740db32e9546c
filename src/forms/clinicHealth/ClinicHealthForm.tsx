import { FormField, type FieldName } from '../../fields/FormField'
import { IssueField } from '../../fields/IssueField'
import { StepForm, type StepFormConfig } from '../stepForm/StepForm'
import { clinicPetFollowUp, createClinicPet } from './sendClinicHealth'
import { clinicHealthForm, clinicHealthSteps, type ClinicHealthValues } from './steps'

const config: StepFormConfig<ClinicHealthValues> = {
  steps: clinicHealthSteps,
  schema: clinicHealthForm.schema,
  defaults: clinicHealthForm.defaults,
  field: (name) => (name === 'issue' ? <IssueField /> : <FormField name={name as FieldName} />),
  create: createClinicPet,
  booking: { service: 'wellness_exam' },
  followUp: clinicPetFollowUp,
  submitLabel: (text) => text.submit.health,
  thanks: (text) => ({ title: text.clinic.thanksTitle, text: text.clinic.thanksText }),
}

/** 'clinic-health': the clinic's 3-step AI health assessment with captcha and results overlay. */
export function ClinicHealthForm() {
  return <StepForm config={config} />
}
