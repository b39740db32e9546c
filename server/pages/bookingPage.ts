import { html } from '../html/html'
import { htmlDocument } from '../html/htmlDocument'
import { serverText } from '../text/serverText'

/**
 * The page an owner's booking e-mail links to (`/booking#token=...`), served in every mode because
 * production mails the link. The token stays in the fragment, which browsers never send to a server
 * or in a Referer; /assets/booking.js reads it, clears it from the address bar and calls POST
 * /bookings/manage, /cancel and /move with it. The HTML is static and has nothing inline, so it runs
 * under the pages' strict CSP. No demo navigation: an owner reaching it from an e-mail is not touring the demo.
 * The page's words in both languages ride on it as data (server/text `managePage`); the script
 * speaks the visit's language once the manage call names it, the browser's until then.
 */
export function bookingPage(apiBase: string, year: number): string {
  const words = JSON.stringify({ en: serverText('en').managePage, es: serverText('es').managePage })
  const t = serverText('en').managePage
  return htmlDocument({
    head: html`<title>${t.title} · PetLead</title>
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/site.css">`,
    body: html`<header class="site-header"><span class="brand">PetLead</span></header>
<main id="main" class="manage"><h1 id="booking-title" tabindex="-1">${t.title}</h1>
<section id="booking" data-api-base="${apiBase}" data-words="${words}">
<p id="booking-status" role="status">${t.loading}</p>
<noscript><p>This page needs JavaScript to read the private link from your e-mail.</p></noscript>
<dl id="booking-details" class="manage-details" hidden></dl>
<div id="booking-actions" hidden>
<h2 id="booking-move-heading">${t.moveHeading}</h2>
<div class="manage-row">
<label for="booking-slot" id="booking-slot-label">${t.newTime}</label>
<select id="booking-slot" class="manage-select"></select>
<button type="button" id="booking-move" class="manage-button manage-primary">${t.move}</button>
</div>
<h2 id="booking-cancel-heading">${t.cancelHeading}</h2>
<button type="button" id="booking-cancel" class="manage-button">${t.cancel}</button>
<div id="booking-confirm" class="manage-confirm" role="group" aria-labelledby="booking-confirm-question" hidden>
<p id="booking-confirm-question" tabindex="-1">${t.confirm}</p>
<div class="manage-row">
<button type="button" id="booking-yes" class="manage-button manage-danger">${t.yesCancel}</button>
<button type="button" id="booking-keep" class="manage-button">${t.keep}</button>
</div>
</div>
</div>
</section>
<script src="/assets/booking.js" defer></script></main>
<footer class="site-footer">
<p>© ${year} PetLead. <span id="booking-footer">${t.footer}</span></p>
</footer>`,
  })
}
