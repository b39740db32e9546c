import { pickSchema } from '../../schemas/pickSchema'
import type { FormFieldName } from '../../schemas/formFields'
import type { StepDef } from './StepForm'

/** A step that renders exactly the fields it checks: its rules picked from the shared field table. */
// @__NO_SIDE_EFFECTS__
export function fieldStep<const K extends FormFieldName>(id: string, title: string, fields: readonly K[]): StepDef {
  return { id, title, fields, schema: pickSchema(fields) }
}
