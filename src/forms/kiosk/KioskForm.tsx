import { BreedField } from '../../fields/BreedField'
import { FormField, type FieldName } from '../../fields/FormField'
import { PhotoField } from '../../fields/PhotoField'
import { TextField } from '../../fields/TextField'
import type { Text } from '../../text/en'
import { clinicDentalFollowUp, createClinicDental } from '../../submission/sendClinicDental'
import { StepForm, type StepFormConfig } from '../stepForm/StepForm'
import { ConsentField } from './ConsentField'
import { KIOSK_PET_TYPE, kioskDefaults, kioskSchema, kioskSteps, type KioskValues } from './steps'

/**
 * Fields render with autocomplete off: a shared tablet must not offer the next owner what the
 * previous one typed.
 */
function field(name: string, text: Text) {
  switch (name) {
    case 'consent':
      return <ConsentField />
    case 'banner':
      return (
        <p className="pl-banner" role="note">
          {text.kiosk.banner}
        </p>
      )
    case 'breeds':
      return <BreedField fixedType="dog" />
    case 'photo':
      return <PhotoField optional={false} camera />
    case 'doctor_notes':
      return <TextField name={name} label={text.kiosk.staffNotes} multiline optional maxLength={4000} autoComplete="off" />
    default:
      return <FormField name={name as FieldName} autofill={false} />
  }
}

const config: StepFormConfig<KioskValues> = {
  steps: kioskSteps,
  schema: kioskSchema,
  defaults: kioskDefaults,
  field,
  create: (w, values, o) => createClinicDental(w, { ...values, pet_type: KIOSK_PET_TYPE }, o, values.doctor_notes),
  followUp: clinicDentalFollowUp,
  delay: true,
  resetAfter: true,
  className: 'pl-kiosk',
  submitLabel: (text) => text.submit.submit,
  thanks: (text) => ({ title: text.clinic.thanksTitle, text: text.kiosk.thanksText, button: text.kiosk.back }),
}

/** 'kiosk-dental': the waiting-room tablet form; 'Return to Website' leaves a fresh step 1. */
export function KioskForm() {
  return <StepForm config={config} />
}
