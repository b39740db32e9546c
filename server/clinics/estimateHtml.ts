import { html } from '../html/html'
import { textToHtml } from '../html/textToHtml'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { Estimate } from './estimate'
import type { EmergencyNotice } from '../triage/emergencyNotice'

/** The notice's text with the number it names as a `tel:` link (escaped like every other part). */
function withCallLink({ text, phone }: EmergencyNotice) {
  const at = phone ? text.indexOf(phone.label) : -1
  if (!phone || at < 0) return text
  return html`${text.slice(0, at)}<a href="${'tel:' + phone.tel}">${phone.label}</a>${text.slice(at + phone.label.length)}`
}

/**
 * /form_low_cost's HTML result: the emergency notice first when there is one, then the partners
 * in range with their own prices and which one will call, or, with none in range, an honest
 * "no partner here yet" and what happens next, without a price. Built only from escaped values,
 * in the owner's language (`lang`, English by default).
 */
export function estimateHtml(opts: {
  estimate: Estimate
  title: string
  serviceName: string
  zip: string
  email: string
  assessment?: string
  note?: string
  lang?: Lang
}): string {
  const t = serverText(opts.lang).estimate
  const { lines, emergency } = opts.estimate
  const caller = lines.find((l) => l.contacts)
  const list = lines.length
    ? html`<p>${t.intro(opts.zip, opts.serviceName, opts.estimate.pet)}</p>
<ol class="petlead-partners">${lines.map((l) => html`<li data-clinic="${l.id}"><strong>${l.name}</strong>${l.miles !== null ? t.milesAway(l.miles) : ''}${l.contacts ? html` <strong>${t.willContact}</strong>` : ''}<br>${t.price(l.price[0], l.price[1])}<br>${t.phone}<a href="${'tel:' + l.phone.replace(/\D/g, '')}">${l.phone}</a>${l.bookingUrl ? html`<br><a href="${l.bookingUrl}" rel="noopener noreferrer">${t.bookOnline}</a>` : ''}</li>`)}</ol>
<p>${caller ? t.callerHas(caller.name) : ''}${t.estimatesOnly}</p>`
    : html`<p class="petlead-none">${t.none(opts.zip, opts.serviceName)}</p>
<p>${t.next(opts.email)}</p>`
  return html`<div class="petlead-result">${emergency ? html`<div class="petlead-emergency" role="alert"><p><strong>${emergency.title}.</strong> ${withCallLink(emergency)}</p></div>` : ''}<h2>${opts.title}</h2>${list}${
    opts.assessment ? textToHtml(opts.assessment) : ''
  }${opts.note ? html`<p><em>${opts.note}</em></p>` : ''}</div>`.value
}
