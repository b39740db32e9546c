import { pickDefaults } from '../schemas/pickDefaults'
import { pickSchema } from '../schemas/pickSchema'
import { checkedFields } from './checkedFields'

/**
 * A form from the one list of what it renders, in order: its rules picked from the shared field
 * table and its fresh values, so adding a field to a form is one edit.
 */
// @__NO_SIDE_EFFECTS__
export function fieldForm<const F extends string>(fields: readonly F[]) {
  const checked = checkedFields(fields)
  return { fields, schema: pickSchema(checked), defaults: pickDefaults(checked) }
}
