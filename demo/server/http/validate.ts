import * as v from 'valibot'
import { en } from '../../../src/text/en'
import { findBadText } from './findBadText'
import { HttpError } from './respond'

/**
 * Validates with a shared valibot schema, or throws a 400 whose content maps each field to its
 * first message (`{ email: 'Please enter a valid email address' }`), as v.flatten would, except
 * that an absent key reads 'Is required' like the widget's own message rather than valibot's
 * 'Invalid key'. Problems with the body as a whole (not an object) are reported under `_`.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const bad = findBadText(input)
  if (bad) throw new HttpError(400, { [bad]: 'Contains characters that are not allowed' })
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const content: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    if (key in content) continue
    content[key] = issue.input === undefined && issue.received === 'undefined' ? en.messages.required : issue.message
  }
  throw new HttpError(400, content)
}
