import { FormField, type FieldName } from '../../fields/FormField'
import { IssueField } from '../../fields/IssueField'
import { useWidget } from '../../context/WidgetContext'
import { StepForm, type StepFormConfig } from '../stepForm/StepForm'
import { clinicPetFollowUp, createClinicPet } from './sendClinicHealth'
import { clinicHealthDefaults, clinicHealthSchema, clinicHealthSteps, type ClinicHealthValues } from './steps'

const config: Omit<StepFormConfig<ClinicHealthValues>, 'submitLabel' | 'thanks'> = {
  steps: clinicHealthSteps,
  schema: clinicHealthSchema,
  defaults: clinicHealthDefaults,
  field: (name) => (name === 'issue' ? <IssueField /> : <FormField name={name as FieldName} />),
  create: createClinicPet,
  booking: { service: 'wellness_exam' },
  followUp: clinicPetFollowUp,
}

/** 'clinic-health': the clinic's 3-step AI health assessment with captcha and results overlay. */
export function ClinicHealthForm() {
  const { text } = useWidget()
  return (
    <StepForm
      config={{ ...config, submitLabel: text.submit.health, thanks: { title: text.clinic.thanksTitle, text: text.clinic.thanksText } }}
    />
  )
}
