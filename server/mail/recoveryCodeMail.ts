import { html } from '../html/html'
import { en } from '../text/en'
import { es } from '../text/es'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

/** The recovery code's subject in every language, all hidden by the demo outbox alike. */
export const RECOVERY_CODE_SUBJECTS: readonly string[] = [en.recoveryMail.subject, es.recoveryMail.subject]

/** The 6-digit password-recovery code, in the language of the request that asked for it. */
export function recoveryCodeMail(to: string, code: string, lang: Lang = 'en'): MailDraft {
  const t = serverText(lang).recoveryMail
  const subject = t.subject
  return {
    to,
    subject,
    text: t.text(code),
    html: mailLayout(
      subject,
      html`<p>${t.codeIs}</p><p style="font-size:28px;letter-spacing:4px"><strong>${code}</strong></p><p>${t.validity}</p>`,
      lang,
    ),
  }
}
