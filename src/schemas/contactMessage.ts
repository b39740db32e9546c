import * as v from 'valibot'
import { emailField, optionalText, requiredText } from './fields'

/** POST /contact. Phone is free text here: clinics write extensions and +1s. */
export const contactMessageSchema = v.strictObject({
  name: requiredText(),
  company: optionalText(120),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30), v.regex(/^[\d\s()+.-]*$/, 'Use digits only')), ''),
  email: emailField,
  comment: requiredText(4000),
})

export type ContactMessage = v.InferOutput<typeof contactMessageSchema>
