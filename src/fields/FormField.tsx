import { useWidget } from '../context/WidgetContext'
import { cleanWeight } from '../lib/cleanWeight'
import { digitsOnly } from '../lib/digitsOnly'
import { Acknowledgement } from './Acknowledgement'
import { BreedField } from './BreedField'
import { DangerSigns } from './DangerSigns'
import { DateField } from './DateField'
import { MedicalSection } from './MedicalSection'
import { PhotoField } from './PhotoField'
import { RadioGroup } from './RadioGroup'
import { SelectField } from './SelectField'
import { SmsConsent } from './SmsConsent'
import { TextField } from './TextField'

/** Every field a form can list by name; `medical` is the collapsible medical section, `danger_signs` the danger-sign checklist. */
export type FieldName =
  | 'pet_name'
  | 'pet_type'
  | 'breeds'
  | 'weight'
  | 'gender'
  | 'birthday'
  | 'neutered_or_spayed'
  | 'medical'
  | 'additional_info'
  | 'danger_signs'
  | 'photo'
  | 'zip_code'
  | 'owner_name'
  | 'email'
  | 'phone_number'
  | 'sms_consent'
  | 'ack'

/**
 * One field of the shared kit by name, with the spec's label, autocomplete and cleaning.
 * Forms are lists of these names (see each form's field list). `autofill={false}` turns the
 * browser's suggestions off, for a tablet that many owners share.
 */
export function FormField({ name, autofill = true }: { name: FieldName; autofill?: boolean }) {
  const { text } = useWidget()
  const l = text.labels
  switch (name) {
    case 'pet_name':
      return <TextField name={name} label={l.petName} autoComplete="off" maxLength={120} />
    case 'pet_type':
      return <SelectField name={name} label={l.petType} options={text.options.petType} />
    case 'breeds':
      return <BreedField />
    case 'weight':
      return <TextField name={name} label={l.weight} inputMode="decimal" clean={cleanWeight} maxLength={7} autoComplete="off" />
    case 'gender':
      return <RadioGroup name={name} label={l.gender} options={text.options.gender} />
    case 'birthday':
      return <DateField name={name} label={l.birthday} />
    case 'neutered_or_spayed':
      return <RadioGroup name={name} label={l.neutered} options={text.options.neutered} />
    case 'medical':
      return <MedicalSection />
    case 'additional_info':
      return <TextField name={name} label={l.additionalInfo} multiline optional maxLength={4000} />
    case 'danger_signs':
      return <DangerSigns />
    case 'photo':
      return <PhotoField />
    case 'zip_code':
      return <TextField name={name} label={l.zip} autoComplete="postal-code" maxLength={10} inputMode="numeric" />
    case 'owner_name':
      return <TextField name={name} label={l.ownerName} autoComplete={autofill ? 'name' : 'off'} maxLength={120} />
    case 'email':
      return <TextField name={name} label={l.email} type="email" autoComplete={autofill ? 'email' : 'off'} maxLength={254} />
    case 'phone_number':
      return (
        <TextField
          name={name}
          label={l.phone}
          type="tel"
          autoComplete={autofill ? 'tel' : 'off'}
          inputMode="numeric"
          clean={digitsOnly}
          maxLength={20}
        />
      )
    case 'sms_consent':
      return <SmsConsent />
    case 'ack':
      return <Acknowledgement />
  }
}
