import * as v from 'valibot'
import { emailField } from '../../schemas/fields'
import { codeField, newPasswordFormSchema } from '../../schemas/passwordRecovery'

/** The three steps' schemas (index 0 is step 1): e-mail, the 6-digit code, the new password. */
export const recoverySchemas = [v.object({ email: emailField }), v.object({ code: codeField }), newPasswordFormSchema] as const

/** Verify's content values shown to the owner as-is instead of moving on: the code is wrong or old, they can retry. */
export const CODE_MESSAGES = ['Expired code', 'Invalid code']

/**
 * What verify's answer means: a message to show, or the reset token to send with the new
 * password ('' from a server that sends none). `success` is false for a `success: false` answer.
 */
export function readVerify(success: boolean, content: unknown, notFound: string): { message: string } | { token: string } {
  if (typeof content === 'string' && CODE_MESSAGES.includes(content)) return { message: content }
  if (!success) return { message: notFound }
  const token = content && typeof content === 'object' ? (content as { reset_token?: unknown }).reset_token : undefined
  return { token: typeof token === 'string' ? token : '' }
}
