import { formFields, type FormFieldName } from '../schemas/formFields'

/** The medical section renders three lookup lists, each a value of its own. */
const MEDICAL = ['medications', 'allergies', 'health_conditions'] as const

/** The values a rendered name holds: the medical section's three lists, a block with none (captcha, banner) nothing, any other field itself. */
export type CheckedField<F extends string> = F extends 'medical' ? (typeof MEDICAL)[number] : F extends FormFieldName ? F : never

/**
 * The fields whose rules a form or a step checks, from the names it renders: a form lists what the
 * owner sees once, and its schema and fresh values follow from that list.
 */
// @__NO_SIDE_EFFECTS__
export function checkedFields<const F extends string>(rendered: readonly F[]): CheckedField<F>[] {
  return rendered.flatMap((name): readonly string[] =>
    name === 'medical' ? MEDICAL : name in formFields ? [name] : [],
  ) as CheckedField<F>[]
}
