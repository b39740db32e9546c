import { html, type SafeHtml } from '../../server/html/html'
import { htmlDocument } from '../../server/html/htmlDocument'
import type { LandingLang } from './landingPage'

/** The frame's words in each language a page is asked in (`?lang=es`): navigation, hours, footer. */
const FRAME: Record<LandingLang, { nav: [string, string][]; demo: string; hours: string; about: string }> = {
  en: {
    nav: [
      ['/', 'Home'],
      ['/main_form', 'Health'],
      ['/dentipet', 'Dental'],
      ['/routes', 'All routes'],
      ['/outbox', 'Outbox'],
    ],
    demo: 'Demo',
    hours: 'Business hours: Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 12 noon.',
    about: 'PetLead connects pet owners with clinics and programs; it does not itself offer veterinary services.',
  },
  es: {
    // A Spanish page's own links stay in Spanish; the developer pages (routes, outbox) have one language.
    nav: [
      ['/?lang=es', 'Inicio'],
      ['/main_form?lang=es', 'Salud'],
      ['/dentipet?lang=es', 'Dental'],
      ['/routes', 'Todas las rutas'],
      ['/outbox', 'Correos'],
    ],
    demo: 'Demostración',
    hours: 'Horario: de lunes a viernes de 9 a. m. a 6 p. m., sábados de 9 a. m. a 12 del mediodía.',
    about: 'PetLead pone en contacto a dueños de mascotas con clínicas y programas; PetLead no ofrece servicios veterinarios directamente.',
  },
}

/**
 * The frame of every demo page. No inline script, style or handler, so the pages run under the
 * strict Content-Security-Policy the server sends; the widget bundle is loaded with `defer`.
 */
export function layout(opts: {
  title: string
  main: SafeHtml
  apiBase: string
  widget?: boolean
  year: number
  lang?: LandingLang
}): string {
  const lang = opts.lang ?? 'en'
  const t = FRAME[lang]
  return htmlDocument({
    lang,
    head: html`<title>${opts.title} · PetLead demo</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/site.css">
${opts.widget ? html`<script src="/dist/petlead.loader.js" data-api-base="${opts.apiBase}" defer></script>` : ''}`,
    body: html`<header class="site-header"><a class="brand" href="${t.nav[0]![0]}">PetLead</a><nav aria-label="${t.demo}">${t.nav.map(([href, label]) => html`<a href="${href}">${label}</a>`)}</nav></header>
<main id="main">${opts.main}</main>
<footer class="site-footer">
<p>${t.hours}</p>
<p>© ${opts.year} PetLead. ${t.about}</p>
</footer>`,
  })
}
