import { FormField, type FieldName } from '../../fields/FormField'
import { PhotoField } from '../../fields/PhotoField'
import { TextField } from '../../fields/TextField'
import { StepForm, type StepFormConfig } from '../stepForm/StepForm'
import { clinicDentalFollowUp, createClinicDental } from '../../submission/sendClinicDental'
import { clinicDentalForm, clinicDentalSteps, type ClinicDentalValues } from './steps'

const config: StepFormConfig<ClinicDentalValues> = {
  steps: clinicDentalSteps,
  schema: clinicDentalForm.schema,
  defaults: clinicDentalForm.defaults,
  field: (name, { clinic: t }) => {
    if (name === 'additional_info') return <TextField name={name} label={t.dentalInfo} multiline optional maxLength={4000} />
    if (name === 'photo') return <PhotoField label={t.teethPhoto} hint={t.teethHint} />
    return <FormField name={name as FieldName} />
  },
  create: (w, values, o) => createClinicDental(w, values, o),
  booking: { service: 'dental_care' },
  followUp: clinicDentalFollowUp,
  delay: true,
  submitLabel: (text) => text.submit.dental,
  thanks: (text) => ({ title: text.clinic.thanksTitle, text: text.clinic.thanksText }),
}

/** 'clinic-dental': the clinic's 2-step AI dental assessment; thanks 7 s after sending. */
export function ClinicDentalForm() {
  return <StepForm config={config} />
}
