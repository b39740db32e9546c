import { html } from '../html/html'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { inertName } from './inertName'

/**
 * The owner's acknowledgement e-mail, in their language: who will contact them (the clinic, or
 * PetLead's team for the network queue), its phone as a link, and the honest when
 * (leads/acknowledgementWhen.ts). For an emergency (`callNow`: whom to call, the clinic or the
 * open emergency hospital) the subject itself says to call now and the notice comes before the
 * thanks: an owner who reads only the subject or the first line must not wait for a call.
 */
export function acknowledgementMail(opts: {
  to: string
  petName: string
  clinicName?: string
  phone?: string
  when: string
  lang: Lang
  callNow?: { name?: string }
}): MailDraft {
  const t = serverText(opts.lang).acknowledgement
  const subject = opts.callNow
    ? opts.callNow.name && opts.phone
      ? t.subjectEmergency(opts.callNow.name, opts.phone)
      : t.subjectEmergencyNoPhone
    : opts.clinicName
      ? t.subject(opts.clinicName)
      : t.subjectQueue
  const thanks = t.thanks(inertName(opts.petName))
  const phoneLine = opts.phone ? `${t.phone}: ${opts.phone}` : ''
  const href = opts.phone ? `tel:${opts.phone.replace(/[^\d+]/g, '')}` : ''
  const first = opts.callNow ? [opts.when, thanks] : [thanks, opts.when]
  const thanksHtml = html`<p>${thanks}</p>`
  const whenHtml = html`<p><strong>${opts.when}</strong></p>`
  return {
    to: opts.to,
    subject,
    text: [...first, phoneLine].filter(Boolean).join('\n\n') + '\n',
    html: mailLayout(
      subject,
      html`${opts.callNow ? [whenHtml, thanksHtml] : [thanksHtml, whenHtml]}${opts.phone ? html`<p>${t.phone}: <a href="${href}">${opts.phone}</a></p>` : ''}`,
      opts.lang,
    ),
  }
}
