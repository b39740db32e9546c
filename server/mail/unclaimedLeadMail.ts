import { html } from '../html/html'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

/** The second alert to a clinic's staff (English, the clinic's language): a lead nobody has claimed, why now, and the link to claim it. */
export function unclaimedLeadMail(o: { to: string; what: string; reason: string; url: string }): MailDraft {
  const subject = `Unclaimed lead: ${o.what}`
  const text = `${o.reason}\n\nOpen it and press "I'll call" so the team knows you have it: ${o.url}`
  return {
    to: o.to,
    subject,
    text,
    html: mailLayout(subject, html`<p>${o.reason}</p><p><a href="${o.url}">Open the lead and press "I'll call"</a></p>`),
  }
}
