import { html } from '../html/html'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { inertName } from './inertName'

/**
 * The owner's acknowledgement e-mail, in their language: who will contact them (the clinic, or
 * PetLead's team for the network queue), its phone as a link, and the honest when
 * (leads/acknowledgementWhen.ts), an emergency's "call now" first of all.
 */
export function acknowledgementMail(opts: {
  to: string
  petName: string
  clinicName?: string
  phone?: string
  when: string
  lang: Lang
}): MailDraft {
  const t = serverText(opts.lang).acknowledgement
  const subject = opts.clinicName ? t.subject(opts.clinicName) : t.subjectQueue
  const thanks = t.thanks(inertName(opts.petName))
  const phoneLine = opts.phone ? `${t.phone}: ${opts.phone}` : ''
  const href = opts.phone ? `tel:${opts.phone.replace(/[^\d+]/g, '')}` : ''
  return {
    to: opts.to,
    subject,
    text: [thanks, opts.when, phoneLine].filter(Boolean).join('\n\n') + '\n',
    html: mailLayout(
      subject,
      html`<p>${thanks}</p><p><strong>${opts.when}</strong></p>${opts.phone ? html`<p>${t.phone}: <a href="${href}">${opts.phone}</a></p>` : ''}`,
      opts.lang,
    ),
  }
}
