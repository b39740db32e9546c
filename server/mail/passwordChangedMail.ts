import { html } from '../html/html'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

/** Tells the owner their password changed, so an unexpected change is noticed; in the language of the request that changed it. */
export function passwordChangedMail(to: string, when: Date, lang: Lang = 'en'): MailDraft {
  const t = serverText(lang).passwordChangedMail
  const subject = t.subject
  const text = t.text(t.when(when))
  return { to, subject, text, html: mailLayout(subject, html`<p>${text}</p>`, lang) }
}
