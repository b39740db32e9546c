import { html } from '../html/html'
import { htmlDocument } from '../html/htmlDocument'

/**
 * The page an owner's booking e-mail links to (`/booking#token=...`), served in every mode because
 * production mails the link. The token stays in the fragment, which browsers never send to a server
 * or in a Referer; /assets/booking.js reads it, clears it from the address bar and calls POST
 * /bookings/manage, /cancel and /move with it. The HTML is static and has nothing inline, so it runs
 * under the pages' strict CSP. No demo navigation: an owner reaching it from an e-mail is not touring the demo.
 */
export function bookingPage(apiBase: string, year: number): string {
  return htmlDocument({
    head: html`<title>Your visit · PetLead</title>
<meta name="referrer" content="no-referrer">
<link rel="stylesheet" href="/site.css">`,
    body: html`<header class="site-header"><span class="brand">PetLead</span></header>
<main id="main"><h1>Your visit</h1>
<section id="booking" data-api-base="${apiBase}" aria-live="polite">
<p id="booking-status">Loading your visit…</p>
<noscript><p>This page needs JavaScript to read the private link from your e-mail.</p></noscript>
<dl id="booking-details" hidden></dl>
<div id="booking-actions" hidden>
<h2>Move the visit</h2>
<label for="booking-slot">New time</label>
<select id="booking-slot"></select>
<button type="button" id="booking-move">Move</button>
<h2>Cancel the visit</h2>
<button type="button" id="booking-cancel">Cancel the visit</button>
</div>
</section>
<script src="/assets/booking.js" defer></script></main>
<footer class="site-footer">
<p>© ${year} PetLead. PetLead connects pet owners with clinics and programs; it does not itself offer veterinary services.</p>
</footer>`,
  })
}
