import { pickSchema } from '../../schemas/pickSchema'
import { checkedFields } from '../../fields/checkedFields'
import type { StepDef } from './StepForm'

/** A step that checks exactly the fields it renders: its rules picked from the shared field table. */
// @__NO_SIDE_EFFECTS__
export function fieldStep<const F extends string>(id: string, title: string, fields: readonly F[]): StepDef {
  return { id, title, fields, schema: pickSchema(checkedFields(fields)) }
}
