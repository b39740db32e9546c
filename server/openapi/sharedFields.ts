import type * as v from 'valibot'
import { DANGER_SIGNS, dangerSignsField } from '../../src/schemas/dangerSigns'
import { birthdayField, clinicIdField, emailField, petTypeField, phoneField, zipField } from '../../src/schemas/fields'

/**
 * Field schemas many bodies share, published once under `components.schemas` and referenced
 * from each body: the same objects the widget's forms and the server's validation are built from.
 */
export const SHARED_FIELDS: Record<string, v.GenericSchema> = {
  Email: emailField,
  Phone: phoneField,
  ZipCode: zipField,
  PetType: petTypeField,
  Birthday: birthdayField,
  ClinicId: clinicIdField,
  DangerSigns: dangerSignsField,
}

/**
 * What JSON Schema cannot say of a shared field (its custom `v.check`s), written by hand so the
 * document is not looser than the server: a birthday is a real date from 1980-01-01 to today,
 * a pet type is dog or cat in any case.
 */
export const FIELD_NOTES: Record<string, object> = {
  PetType: { pattern: '^([dD][oO][gG]|[cC][aA][tT])$', description: 'dog or cat (any case: the kiosk sends Dog)' },
  Birthday: { format: 'date', description: 'YYYY-MM-DD, a real date from 1980-01-01 to today' },
  // Its keys are a custom check: the list is written out, and the multipart form's one JSON part beside it.
  DangerSigns: {
    description:
      'Optional. The danger signs the owner ticked on the checklist "Is any of this happening now?", sent only when at least one is ticked; each makes the lead an emergency by itself. A JSON body sends a list; the multipart QR check sends the same list as one text part holding a JSON array (`["breathing","seizure"]`). A key not listed is a 400 on `danger_signs`.',
    anyOf: [
      { type: 'array', items: { enum: [...DANGER_SIGNS] }, maxItems: DANGER_SIGNS.length },
      { type: 'string', contentMediaType: 'application/json' },
    ],
  },
}
