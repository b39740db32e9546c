import type { ClinicContact } from '../clinicDirectory'
import type { EmergencyNotice } from '../triage/emergencyNotice'
import type { WatchBox } from '../triage/ownerTriage'
import { html } from '../html/html'
import { emergencyBlock } from './emergencyBlock'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { textToHtml } from '../html/textToHtml'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import { inertName } from './inertName'

/**
 * The owner's e-mail carrying the assessment (or, for a service request, the estimate), in the
 * owner's language (`lang`, English by default); says which engine wrote it, opens with the
 * emergency notice (in the same language) if any, and ends with how to reach the clinic: its
 * name, phone, address and booking link, so "book a visit" comes with the means to do it. A lead
 * no partner took (the network queue) has no clinic to name: PetLead's team writes back instead.
 */
export function assessmentMail(opts: {
  to: string
  petName: string
  clinicName?: string
  clinic?: ClinicContact
  kind?: string
  result: string
  engine: string
  usedModel: boolean
  emergency?: EmergencyNotice | null
  watch?: WatchBox | null
  lang?: Lang
}): MailDraft {
  const t = serverText(opts.lang).assessmentMail
  const estimate = opts.kind === 'low_cost'
  const clinicName = opts.clinic?.name ?? opts.clinicName
  const subject = estimate ? t.estimateSubject(inertName(opts.petName)) : t.subject(inertName(opts.petName))
  // Which engine wrote it, in the one sentence the screen uses too; the offline note already ends with its own.
  const source = opts.usedModel ? serverText(opts.lang).assessmentBy.model(opts.engine) : ''
  const intro = estimate
    ? clinicName
      ? t.estimateIntro(clinicName)
      : t.estimateIntroNoClinic
    : clinicName
      ? t.intro(clinicName)
      : t.introNoClinic
  const c = opts.clinic
  const contact: Array<[string, string]> = c?.name
    ? [
        ...(c.phone ? [[t.phone, c.phone] as [string, string]] : []),
        ...(c.address ? [[t.address, c.address] as [string, string]] : []),
        ...(c.bookingUrl ? [[t.booking, c.bookingUrl] as [string, string]] : []),
      ]
    : []
  const heading = c?.name && contact.length ? t.contactHeading(c.name) : ''
  const contactText = heading ? [heading + ':', ...contact.map(([k, v]) => `${k}: ${v}`)].join('\n') : ''
  const phoneHref = (p: string) => `tel:${p.replace(/[^\d+]/g, '')}`
  // Uncertain means ask: what to watch for and when to call now, when the words leave an emergency open.
  const w = opts.watch
  return {
    to: opts.to,
    subject,
    text:
      [
        opts.emergency && `${opts.emergency.title.toUpperCase()}: ${opts.emergency.text}`,
        w && `${w.title.toUpperCase()}: ${w.watchFor.join(' ')}\n${w.callNowTitle}\n${w.callNowIf.map((x) => `- ${x}`).join('\n')}`,
        intro,
        opts.result,
        source,
        contactText,
      ]
        .filter(Boolean)
        .join('\n\n') + '\n',
    html: mailLayout(
      subject,
      html`${emergencyBlock(opts.emergency)}${w ? html`<div role="note" style="border:2px solid #b54708;background:#fffaeb;padding:12px 16px;margin:0 0 16px"><strong>${w.title}.</strong> ${w.watchFor.join(' ')}<br>${w.callNowTitle}<ul>${w.callNowIf.map((x) => html`<li>${x}</li>`)}</ul></div>` : ''}<p>${intro}</p>${textToHtml(opts.result)}${source ? html`<p><em>${source}</em></p>` : ''}${
        heading
          ? html`
<h2 style="font-size:16px">${heading}</h2>
<p>${contact.map(([k, v], i) => html`${i ? html`<br>` : ''}${k}: ${k === t.phone ? html`<a href="${phoneHref(v)}">${v}</a>` : k === t.booking ? html`<a href="${v}">${v}</a>` : v}`)}</p>`
          : ''
      }`,
      opts.lang,
    ),
  }
}
