import { html } from '../html/html'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { visitTime } from '../../src/text/visitTime'

/**
 * A workspace invitation, sent to the invitee only: the link is a credential (it sets the new
 * account's password), so the inviter is told that it was sent, never shown it. Its expiry reads as
 * every time PetLead writes: on the clinic's clock, its zone named ("Monday, March 9 at 2:00 AM PDT"), never in GMT.
 */
export function invitationMail(o: {
  to: string
  link: string
  clinicName: string
  inviter: string
  role: 'owner' | 'staff'
  expiresAt: Date
  /** The clinic's time zone (its opening hours'). */
  timeZone: string
}): MailDraft {
  const subject = `Your invitation to ${o.clinicName} on PetLead`
  const as = o.role === 'owner' ? 'an owner' : 'a team member'
  const until = visitTime(o.expiresAt, o.timeZone, 'en', true, '')
  const text = [
    `${o.inviter} invited you to the PetLead workspace of ${o.clinicName} as ${as}.`,
    '',
    'Open this link to choose your password (single use, valid until ' + until + '):',
    '',
    o.link,
    '',
    'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
  ].join('\n')
  const body = html`<p>${o.inviter} invited you to the PetLead workspace of ${o.clinicName} as ${as}.</p>
<p><a href="${o.link}">Choose your password</a> (single use, valid until ${until}).</p>
<p>If you did not expect this invitation, ignore this e-mail: nothing happens without the link.</p>`
  return { to: o.to, subject, text, html: mailLayout(subject, body) }
}
