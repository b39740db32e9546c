import type { LowCostRequestInput } from '../../schemas/lowCostRequest'
import { tickedSigns } from '../../submission/tickedSigns'
import { offersAi, wantsAi } from './reducer'
import type { WizardValues } from './steps'

/** The uploaded photos' URLs ('' when there is none). */
export interface PhotoUrls {
  imageUrl: string
  imageQuoteUrl: string
}

/**
 * POST /form_low_cost's body with the spec's names (pet_breeds, neutered_or_payed, analizeAi...).
 * Skipped questions send what skipping means: spay_neuter is sterilized 'no', no AI means no
 * affected-area photo, and a fixed service has no treatment text.
 */
export function buildLowCostPayload(values: WizardValues, urls: PhotoUrls): LowCostRequestInput {
  const ai = wantsAi(values)
  return {
    zip_code: values.zip_code.trim(),
    pet_name: values.pet_name.trim(),
    service: values.service as LowCostRequestInput['service'],
    pet_type: values.pet_type,
    pet_breeds: [...values.breeds],
    weight: values.weight,
    gender: values.gender as LowCostRequestInput['gender'],
    neutered_or_payed: (values.service === 'spay_neuter' ? 'no' : values.neutered_or_spayed) as LowCostRequestInput['neutered_or_payed'],
    owner_name: values.owner_name.trim(),
    phone_number: values.phone_number,
    // Sent only when ticked: an unticked box means no texts, as on every form.
    ...(values.sms_consent === true ? { sms_consent: true } : {}),
    email: values.email.trim(),
    imageUrl: ai ? urls.imageUrl : '',
    imageQuoteUrl: urls.imageQuoteUrl,
    analizeAi: ai,
    birthday: values.birthday,
    request: offersAi(values.service) ? (values.request ?? '').trim() : '',
    // The checklist shows beside the treatment box only: a fixed service sends no signs.
    ...tickedSigns(offersAi(values.service) ? values.danger_signs : []),
  }
}
