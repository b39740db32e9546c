import { html, type SafeHtml } from '../../server/html/html'
import { htmlDocument } from '../../server/html/htmlDocument'

/** The navigation every demo page shares. */
const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/main_form', 'Health'],
  ['/dentipet', 'Dental'],
  ['/routes', 'All routes'],
  ['/outbox', 'Outbox'],
]

/**
 * The frame of every demo page. No inline script, style or handler, so the pages run under the
 * strict Content-Security-Policy the server sends; the widget bundle is loaded with `defer`.
 */
export function layout(opts: { title: string; main: SafeHtml; apiBase: string; widget?: boolean; year: number }): string {
  return htmlDocument({
    head: html`<title>${opts.title} · PetLead demo</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/site.css">
${opts.widget ? html`<script src="/dist/petlead.loader.js" data-api-base="${opts.apiBase}" defer></script>` : ''}`,
    body: html`<header class="site-header"><a class="brand" href="/">PetLead</a><nav aria-label="Demo">${NAV.map(([href, label]) => html`<a href="${href}">${label}</a>`)}</nav></header>
<main id="main">${opts.main}</main>
<footer class="site-footer">
<p>Business hours: Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 12 noon.</p>
<p>© ${opts.year} PetLead. PetLead connects pet owners with clinics and programs; it does not itself offer veterinary services.</p>
</footer>`,
  })
}
