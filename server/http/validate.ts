import type * as v from 'valibot'
import { checkFields } from '../validation/checkFields'
import { HttpError } from './respond'

/**
 * Validates with a shared valibot schema, or throws a 400 whose content maps each field to its
 * first message, as checkFields words it.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const checked = checkFields(schema, input)
  if ('errors' in checked) throw new HttpError(400, checked.errors)
  return checked.output
}
