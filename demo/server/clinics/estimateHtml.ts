import { html } from '../html/html'
import { textToHtml } from '../mail/textToHtml'
import type { Estimate } from './estimate'

/**
 * /form_low_cost's HTML result: the emergency notice first when there is one, then the partners
 * in range with their own prices and which one will call, or, with none in range, an honest
 * "no partner here yet" and what happens next, without a price. Built only from escaped values.
 */
export function estimateHtml(opts: { estimate: Estimate; title: string; serviceName: string; zip: string; email: string; assessment?: string; note?: string }): string {
  const { lines, emergency } = opts.estimate
  const caller = lines.find((l) => l.contacts)
  const list = lines.length
    ? html`<p>Partners near ZIP ${opts.zip} that offer ${opts.serviceName}, nearest first, with each one's own estimate for ${opts.estimate.pet}:</p>
<ol class="petlead-partners">${lines.map((l) => html`<li><strong>${l.name}</strong>${l.miles !== null ? html`, ${l.miles} miles away` : ''}${l.contacts ? html` <strong>(will contact you)</strong>` : ''}<br>Estimated price: $${l.price[0]} - $${l.price[1]}<br>Phone: <a href="${'tel:' + l.phone.replace(/\D/g, '')}">${l.phone}</a>${l.bookingUrl ? html`<br><a href="${l.bookingUrl}" rel="noopener noreferrer">Book online</a>` : ''}</li>`)}</ol>
<p>${caller ? `${caller.name} has your request and will contact you soon. ` : ''}Estimates only; the clinic confirms the price after an exam.</p>`
    : html`<p class="petlead-none">No partner clinic or program in the PetLead network serves ZIP ${opts.zip} for ${opts.serviceName} yet, so we cannot show you a price.</p>
<p>What happens next: PetLead's team has your request and will e-mail you at ${opts.email} with the options we can find near you.</p>`
  return html`<div class="petlead-result">${emergency ? html`<div class="petlead-emergency" role="alert"><p><strong>${emergency.title}.</strong> ${emergency.text}</p></div>` : ''}<h2>${opts.title}</h2>${list}${
    opts.assessment ? textToHtml(opts.assessment) : ''}${opts.note ? html`<p><em>${opts.note}</em></p>` : ''}</div>`.value
}
