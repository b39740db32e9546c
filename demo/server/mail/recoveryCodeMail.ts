import { html } from '../html/html'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

/** The subject the demo outbox recognises to hide codes from anyone but loopback. */
export const RECOVERY_CODE_SUBJECT = 'Your PetLead verification code'

/** The 6-digit password-recovery code. */
export function recoveryCodeMail(to: string, code: string): MailDraft {
  const subject = RECOVERY_CODE_SUBJECT
  const text = `Your verification code is ${code}. It is valid for 10 minutes and can be used once.\nIf you did not ask to reset your password, ignore this e-mail.`
  return { to, subject, text, html: mailLayout(subject, html`<p>Your verification code is</p><p style="font-size:28px;letter-spacing:4px"><strong>${code}</strong></p><p>It is valid for 10 minutes and can be used once. If you did not ask to reset your password, ignore this e-mail.</p>`) }
}
