import { html } from '../../server/html/html'
import { layout } from './layout'

/**
 * The page an owner's booking e-mail links to (`/booking#token=...`). The token stays in the
 * fragment, which browsers never send to a server or in a Referer; /assets/booking.js reads it,
 * clears it from the address bar and calls POST /bookings/manage, /cancel and /move with it. The
 * HTML is static and has nothing inline, so it runs under the demo pages' strict CSP.
 */
export function bookingPage(apiBase: string, year: number): string {
  const main = html`<h1>Your visit</h1>
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
<script src="/assets/booking.js" defer></script>`
  return layout({ title: 'Your visit', main, apiBase, year }).replace('<head>', '<head>\n<meta name="referrer" content="no-referrer">')
}
