import * as v from 'valibot'
import { en } from '../text/en'
import { emailField } from './fields'

/** POST /user/recover_password */
export const recoverRequestSchema = v.strictObject({ email: emailField })

/** The 6-digit code (spec: numeric, max length 6). */
export const codeField = v.pipe(
  v.string(en.messages.required),
  v.trim(),
  v.nonEmpty(en.messages.required),
  v.regex(/^\d{6}$/, en.messages.code),
)

/**
 * POST /user/verify_code: `{ email, code }`, as the widget sends it from step 1. The address is
 * required: a bare code would be tried against every live code of every account.
 */
export const verifyCodeSchema = v.strictObject({ code: codeField, email: emailField })

export const passwordField = v.pipe(
  v.string(en.messages.required),
  v.nonEmpty(en.messages.required),
  v.maxLength(200, 'At most 200 characters'),
)

/** PATCH /user/password; reset_token is PetLead's addition, which servers without it ignore. */
export const passwordChangeSchema = v.strictObject({
  email: emailField,
  password: passwordField,
  reset_token: v.optional(v.pipe(v.string(), v.maxLength(200))),
})

/** The third step as the owner fills it: confirmation is front-end only. */
export const newPasswordFormSchema = v.pipe(
  v.object({ password: passwordField, confirm_password: v.pipe(v.string(), v.nonEmpty(en.messages.required)) }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (i) => i.password === i.confirm_password, en.messages.passwordsMatch),
    ['confirm_password'],
  ),
)
