import * as v from 'valibot'
import { en } from '../../src/text/en'
import { findBadText } from './findBadText'

/** A checked input: the schema's output, or the first message for each field that failed. */
export type Checked<T> = { output: T } | { errors: Record<string, string> }

/**
 * Checks input against a shared valibot schema and maps each failing field to its first message
 * (`{ email: 'Please enter a valid email address' }`), as v.flatten would, except that an absent
 * key reads 'Is required' like the widget's own message rather than valibot's 'Invalid key'.
 * Text the database cannot store fails first, under its path. Problems with the input as a whole
 * (not an object) are reported under `_`. Knows nothing of HTTP: the caller decides the answer.
 */
export function checkFields<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const bad = findBadText(input)
  if (bad) return { errors: { [bad]: 'Contains characters that are not allowed' } }
  const result = v.safeParse(schema, input)
  if (result.success) return { output: result.output }
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    if (key in errors) continue
    errors[key] = issue.input === undefined && issue.received === 'undefined' ? en.messages.required : issue.message
  }
  return { errors }
}
