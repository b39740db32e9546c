import type * as v from 'valibot'
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
}

/**
 * What JSON Schema cannot say of a shared field (its custom `v.check`s), written by hand so the
 * document is not looser than the server: a birthday is a real date from 1980-01-01 to today,
 * a pet type is dog or cat in any case.
 */
export const FIELD_NOTES: Record<string, object> = {
  PetType: { pattern: '^([dD][oO][gG]|[cC][aA][tT])$', description: 'dog or cat (any case: the kiosk sends Dog)' },
  Birthday: { format: 'date', description: 'YYYY-MM-DD, a real date from 1980-01-01 to today' },
}
