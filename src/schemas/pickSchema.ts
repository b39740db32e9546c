import * as v from 'valibot'
import { formFields, type FormFieldName } from './formFields'

type Picked<K extends FormFieldName> = v.ObjectSchema<{ [P in K]: (typeof formFields)[P] }, undefined>

/** The object schema of a form or a step: the listed fields' rules from the one table. */
// @__NO_SIDE_EFFECTS__
export function pickSchema<K extends FormFieldName>(names: readonly K[]): Picked<K> {
  const entries = {} as { [P in K]: (typeof formFields)[P] }
  for (const n of names) entries[n] = formFields[n]
  return v.object(entries) as Picked<K>
}
