import { html } from '../html/html'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

/** Tells the owner their password changed, so an unexpected change is noticed. */
export function passwordChangedMail(to: string, when: Date): MailDraft {
  const subject = 'Your PetLead password was changed'
  const text = `Your password was changed on ${when.toUTCString()}. If this was not you, reset it again now and contact support.`
  return { to, subject, text, html: mailLayout(subject, html`<p>${text}</p>`) }
}
