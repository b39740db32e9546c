import { html } from '../html/html'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

/**
 * The second alert to a clinic's staff (English, the clinic's language): a lead nobody has claimed,
 * why now, what to act on (the sign in the owner's words, the owner's phone), and the link to claim it.
 */
export function unclaimedLeadMail(o: {
  to: string
  what: string
  reason: string
  facts?: string[]
  url: string
  emergency?: boolean
}): MailDraft {
  const subject = `${o.emergency ? 'Unclaimed emergency' : 'Unclaimed lead'}: ${o.what}`
  const facts = o.facts ?? []
  const text = [o.reason, ...facts, '', `Open it and press "I'll call" so the team knows you have it: ${o.url}`].join('\n')
  return {
    to: o.to,
    subject,
    text,
    html: mailLayout(
      subject,
      html`<p>${o.reason}</p>${facts.map((f) => html`<p>${f}</p>`)}<p><a href="${o.url}">Open the lead and press "I'll call"</a></p>`,
    ),
  }
}
