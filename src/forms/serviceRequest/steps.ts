import * as v from 'valibot'
import type { DangerSign } from '../../schemas/dangerSigns'
import { formFields } from '../../schemas/formFields'
import { SERVICES } from '../../schemas/services'
import { en } from '../../text/en'

const m = en.messages

/** Blank for the wizard: '', null, undefined, whitespace, or an empty list. */
export function isBlank(value: unknown): boolean {
  return value == null || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '')
}

/** The shared rule of a field, with the wizard's own blank message ('This field is required *'). */
// @__NO_SIDE_EFFECTS__
function asked<T extends v.GenericSchema>(rule: T) {
  // A failed check stops the pipe before the schema, so a blank field shows one message only.
  return v.pipe(
    v.unknown(),
    v.check((x) => !isBlank(x), m.stepRequired),
    rule,
  )
}

/** Every value the wizard asks for, keyed by form field name. */
const rules = {
  zip_code: asked(v.pipe(formFields.zip_code, v.regex(/^\d+$/, m.numeric))),
  pet_name: asked(formFields.pet_name),
  service: asked(v.picklist(SERVICES, m.stepRequired)),
  request: v.optional(v.string()),
  danger_signs: formFields.danger_signs,
  analizeAi: v.optional(v.boolean()),
  pet_type: asked(formFields.pet_type),
  breeds: asked(formFields.breeds),
  weight: asked(formFields.weight),
  gender: asked(formFields.gender),
  neutered_or_spayed: asked(formFields.neutered_or_spayed),
  birthday: asked(formFields.birthday),
  owner_name: asked(formFields.owner_name),
  phone_number: asked(formFields.phone_number),
  email: asked(formFields.email),
  sms_consent: formFields.sms_consent,
  photo: formFields.photo,
  quote: formFields.photo,
}

export type WizardField = keyof typeof rules
export type StepId = keyof typeof en.serviceRequest.questions

/** One question of the wizard. */
export interface WizardStep {
  id: StepId
  /** The form fields it shows; the first is the question's answer. */
  fields: readonly WizardField[]
  schema: v.GenericSchema
}

// @__NO_SIDE_EFFECTS__
function step(id: StepId, ...fields: WizardField[]): WizardStep {
  const entries: Record<string, v.GenericSchema> = {}
  for (const f of fields) entries[f] = rules[f]
  return { id, fields, schema: v.object(entries) }
}

/** The fifteen steps in the spec's order (index 0 is step 1); 13 and 14 are optional photos. */
export const steps: readonly WizardStep[] = [
  step('zip', 'zip_code'),
  step('pet', 'pet_name'),
  step('service', 'service', 'request', 'danger_signs', 'analizeAi'),
  step('type', 'pet_type'),
  step('breeds', 'breeds'),
  step('weight', 'weight'),
  step('gender', 'gender'),
  step('neutered', 'neutered_or_spayed'),
  step('birthday', 'birthday'),
  step('owner', 'owner_name'),
  step('phone', 'phone_number', 'sms_consent'),
  step('email', 'email'),
  step('photo', 'photo'),
  step('quote', 'quote'),
  step('result'),
]

/** A fresh wizard. */
export const wizardDefaults = {
  zip_code: '',
  pet_name: '',
  service: '',
  request: '',
  danger_signs: [] as DangerSign[],
  analizeAi: false,
  pet_type: '',
  breeds: [] as string[],
  weight: '',
  gender: '',
  neutered_or_spayed: '',
  birthday: '',
  owner_name: '',
  phone_number: '',
  sms_consent: false,
  email: '',
  photo: null as Blob | null,
  quote: null as Blob | null,
}

export type WizardValues = typeof wizardDefaults
