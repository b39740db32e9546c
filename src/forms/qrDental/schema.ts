import * as v from 'valibot'
import { en } from '../../text/en'
import { requiredText } from '../../schemas/fields'
import { pickSchema } from '../../schemas/pickSchema'

/** The QR check's pet types, sent as written: Dog or Cat. */
export const QR_PET_TYPES = ['Dog', 'Cat'] as const

/** What the owner fills on the QR dental check (/form_qr_amcp). */
export const qrSchema = v.object({
  ...pickSchema(['owner_name', 'pet_name', 'email', 'phone_number', 'sms_consent', 'birthday', 'additional_info', 'danger_signs', 'photo'])
    .entries,
  pet_type: v.picklist(QR_PET_TYPES, en.messages.required),
  breed: requiredText(),
  bad_breath: v.pipe(v.string(en.messages.breath), v.regex(/^[1-5]$/, en.messages.breath)),
})

export type QrValues = v.InferOutput<typeof qrSchema>

/**
 * The day the birthday's date picker opens on (21 July 2005) while the field is empty. Only the
 * picker's starting point: the field itself starts empty, so an owner who never chooses a birthday
 * is asked for one ('Is required') instead of being told the age of a dog born that day.
 */
export const QR_DEFAULT_BIRTHDAY = '2005-07-21'

export const qrDefaults = {
  owner_name: '',
  pet_name: '',
  email: '',
  phone_number: '',
  sms_consent: false,
  pet_type: '',
  breed: '',
  birthday: '',
  bad_breath: null,
  additional_info: '',
  danger_signs: [],
  photo: null,
}
