import { html } from '../html/html'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { inertName } from './inertName'

/** Tells the owner, in their language, which clinic will call them now that their first clinic left the request unclaimed. */
export function reroutedMail(o: { to: string; petName: string; clinicName: string; phone: string; lang: Lang }): MailDraft {
  const t = serverText(o.lang).reroutedMail
  const petName = inertName(o.petName)
  const subject = t.subject(petName)
  const text = t.text(petName, o.clinicName, o.phone)
  return { to: o.to, subject, text, html: mailLayout(subject, html`<p>${text}</p>`, o.lang) }
}
