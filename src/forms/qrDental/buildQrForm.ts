import { tickedSigns } from '../../submission/tickedSigns'
import type { QrValues } from './schema'

/**
 * The QR check's multipart body with the contract's field names: the pet's name twice
 * (petName, pet_name), the breed twice (breed, primary_breed), birthdate as YYYY-MM-DD, and the
 * photo as foto.jpg.
 */
export function buildQrForm(values: QrValues): FormData {
  const form = new FormData()
  const fields: Record<string, string> = {
    owner_name: values.owner_name,
    petName: values.pet_name,
    pet_name: values.pet_name,
    email: values.email,
    phone_number: values.phone_number,
    pet_type: values.pet_type,
    breed: values.breed,
    primary_breed: values.breed,
    birthdate: values.birthday,
    bad_breath: values.bad_breath,
    additional_info: values.additional_info,
  }
  // Sent only when ticked, as the JSON forms do: no field means no texts.
  if (values.sms_consent === true) fields.sms_consent = 'true'
  // The ticked danger signs as one part holding a JSON array, only when one is ticked.
  const signs = tickedSigns(values.danger_signs).danger_signs
  if (signs) fields.danger_signs = JSON.stringify(signs)
  for (const [k, x] of Object.entries(fields)) form.append(k, x)
  if (values.photo) form.append('photo', values.photo, 'foto.jpg')
  return form
}
