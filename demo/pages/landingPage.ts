import { html, type SafeHtml } from '../../server/html/html'
import { landingIcons } from './landingIcons'
import { landingEn, type LandingText } from './text/landing.en'
import { landingEs } from './text/landing.es'
import { htmlDocument } from '../../server/html/htmlDocument'
import { stepPosition } from '../../src/forms/serviceRequest/reducer'
import { en as widgetEn } from '../../src/text/en'
import { es as widgetEs } from '../../src/text/es'
import type { ExampleEstimate } from './exampleEstimate'
import { wizardQuestions } from './wizardQuestions'

export type LandingLang = 'en' | 'es'

/** The page's own words per language; the widgets on it bring their own. */
const TEXT: Record<LandingLang, LandingText> = { en: landingEn, es: landingEs }

/** The wizard's own words (its step counter), so the picture of it says what it says. */
const WIDGET_TEXT = { en: widgetEn, es: widgetEs }

/** The picture's step: the service question with dental care chosen, counted as the wizard counts it. */
const MOCK_STEP = stepPosition(3, { service: 'dental_care' })

/**
 * What the wizard's button holds until its code arrives: the button's own words in the button's
 * size, so where it wraps to two lines (Spanish, narrow phones) the space is already there. Hidden
 * from screen readers and not a control: the real button replaces it.
 */
function ctaPlaceholder(lang: LandingLang): SafeHtml {
  return html`<span class="cta-placeholder" aria-hidden="true">${WIDGET_TEXT[lang].serviceRequest.open}</span>`
}

/** The service cards, in order: each icon names its entry in the catalogue's services.items. */
const SERVICE_ICONS = ['spay', 'vaccine', 'tooth', 'stethoscope', 'chip', 'search', 'paw', 'drop'] as const

/** The page's address in each language; the switch is a plain link between the two. */
const HOME: Record<LandingLang, string> = { en: '/', es: '/?lang=es' }

/** The language of a request for / or a widget page: `?lang=es` gives Spanish, anything else English. */
export function landingLang(query: string | undefined): LandingLang {
  return query === 'es' ? 'es' : 'en'
}

/** A widget page's address in `lang`: a Spanish page's links open the widget in Spanish too. */
function pageIn(path: string, lang: LandingLang): string {
  return lang === 'en' ? path : `${path}?lang=${lang}`
}

function serviceCard(icon: (typeof SERVICE_ICONS)[number], s: { title: string; text: string }): SafeHtml {
  return html`<li class="service"><span class="service-icon">${landingIcons[icon]}</span><h3>${s.title}</h3><p>${s.text}</p></li>`
}

/** The opening of a section: its eyebrow, its title (the section's label, by id) and its lead. */
function sectionHead(id: string, s: { eyebrow: string; title: string; lead: string }): SafeHtml {
  return html`<p class="eyebrow">${s.eyebrow}</p>
<h2 id="${id}-title">${s.title}</h2>
<p class="section-lead">${s.lead}</p>`
}

/**
 * The landing page (/): the product's own front door, built only from the public widgets mounted
 * by the same script tag a clinic pastes. Its own document rather than layout(): one stylesheet
 * (/assets/landing.css), no inline script or style (the pages' CSP forbids them), and the web
 * vitals reporter (/vendor/web-vitals.iife.js, then /assets/vitals.js) kept out of the bundle.
 * `year` is computed per request, so the copyright never goes stale. `lang` picks the catalogue,
 * sets `<html lang>` and `data-lang` on every widget, so the whole page speaks one language; the
 * page in the other language is one link away (/ and /?lang=es), which needs no script.
 */
export function landingPage(apiBase: string, year: number, lang: LandingLang = 'en', example: ExampleEstimate | null = null): string {
  const t = TEXT[lang]
  const questions = wizardQuestions()
  const other: LandingLang = lang === 'en' ? 'es' : 'en'
  const nav: [string, string][] = [
    ['#how', t.nav.how],
    ['#services', t.nav.services],
    ['#contact', t.nav.contact],
  ]
  return htmlDocument({
    lang: lang,
    head: html`<title>${t.title}</title>
<meta name="description" content="${t.description}">
<meta name="theme-color" content="#0f766e">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/landing.css">
<script src="/dist/petlead.loader.js" data-api-base="${apiBase}" data-auto-mount="false" defer></script>
<script src="/assets/landing.js" defer></script>
<script src="/vendor/web-vitals.iife.js" defer></script>
<script src="/assets/vitals.js" defer></script>`,
    bodyClass: 'landing',
    body: html`<a class="skip-link" href="#main">${t.skip}</a>
<header class="topbar">
<div class="wrap topbar-inner">
<a class="brand" href="${HOME[lang]}">${landingIcons.logo}<span>PetLead</span></a>
<div class="topbar-end">
<nav aria-label="${t.navLabel}"><ul>${nav.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul></nav>
<a class="lang-link" href="${HOME[other]}" lang="${other}" hreflang="${other}">${t.otherLanguage}</a>
</div>
</div>
</header>
<main id="main">
<section class="hero" aria-labelledby="hero-title">
<div class="wrap hero-grid">
<div class="hero-copy">
<p class="eyebrow">${t.hero.eyebrow}</p>
<h1 id="hero-title">${t.hero.title}</h1>
<p class="hero-lead">${t.hero.lead}</p>
<div class="cta-row">
<div class="cta-mount" data-petlead-form="service-request" data-lang="${lang}">${ctaPlaceholder(lang)}</div>
<a class="button-secondary" href="${pageIn('/main_form', lang)}">${t.hero.healthCheck}</a>
</div>
<ul class="trust" aria-label="${t.hero.trustLabel}">
${t.hero.trust.map(
  (item) => html`<li>${landingIcons.check}${item}</li>
`,
)}</ul>
</div>
<div class="hero-art" aria-hidden="true">
<div class="mock">
<p class="mock-tag">${t.mock.tag}</p>
<p class="mock-head">${WIDGET_TEXT[lang].serviceRequest.progress(MOCK_STEP.n, MOCK_STEP.total)}</p>
<div class="mock-bar"><span></span></div>
<p class="mock-q">${t.mock.question}</p>
<ul class="mock-options">${t.mock.options.map((o, i) => (i === 2 ? html`<li class="on">${o}</li>` : html`<li>${o}</li>`))}</ul>
</div>
${
  example
    ? html`<div class="mock-estimate">
<span class="mock-estimate-icon">${landingIcons.tooth}</span>
<span><strong>${t.mock.estimate}</strong><span class="mock-estimate-price">$${String(example.price[0])} – $${String(example.price[1])}</span><span class="mock-estimate-note">${t.mock.estimateNote(example.lbs, example.clinic)}</span></span>
</div>
`
    : ''
}${landingIcons.pets}
</div>
</div>
</section>

<section class="notice-band" aria-label="${t.aboutLabel}">
<div class="wrap notice">${landingIcons.info}<p>${t.statement}</p></div>
</section>

<section id="how" class="section" aria-labelledby="how-title">
<div class="wrap">
${sectionHead('how', t.how)}
<ol class="steps">${t.how.steps.map((s, i) => html`<li class="step"><span class="step-num" aria-hidden="true">${String(i + 1)}</span><h3>${s.title}</h3><p>${s.text}</p></li>`)}</ol>
</div>
</section>

<section id="services" class="section section-alt" aria-labelledby="services-title">
<div class="wrap">
${sectionHead('services', t.services)}
<ul class="services">${SERVICE_ICONS.map((icon) => serviceCard(icon, t.services.items[icon]))}</ul>
<div class="assess">
<div class="assess-card">
<h3>${t.services.health.title}</h3>
<p>${t.services.health.text}</p>
<a class="text-link" href="${pageIn('/main_form', lang)}">${t.services.health.link}<span aria-hidden="true"> →</span></a>
</div>
<div class="assess-card">
<h3>${t.services.dental.title}</h3>
<p>${t.services.dental.text}</p>
<a class="text-link" href="${pageIn('/dentipet', lang)}">${t.services.dental.link}<span aria-hidden="true"> →</span></a>
</div>
</div>
<p class="fine-print">${t.services.finePrint}</p>
</div>
</section>

<section class="section cta-band" aria-labelledby="cta-title">
<div class="wrap cta-inner">
<div>
<h2 id="cta-title">${t.cta.title}</h2>
<p>${t.cta.text(questions.fewest, questions.most)}</p>
</div>
<div class="cta-mount cta-mount-band" data-petlead-form="service-request" data-lang="${lang}">${ctaPlaceholder(lang)}</div>
</div>
</section>

<section id="contact" class="section" aria-labelledby="contact-title">
<div class="wrap contact-grid">
<div class="contact-copy">
<p class="eyebrow">${t.contact.eyebrow}</p>
<h2 id="contact-title">${t.contact.title}</h2>
<p>${t.contact.text}</p>
<dl class="hours">
<dt>${t.hoursTitle}</dt>
<dd>${t.hours}</dd>
</dl>
</div>
<div class="contact-card"><div class="contact-mount" data-petlead-form="contact" data-lang="${lang}"></div></div>
</div>
</section>
</main>

<footer class="footer">
<div class="wrap footer-grid">
<div>
<a class="brand brand-footer" href="${HOME[lang]}">${landingIcons.logo}<span>PetLead</span></a>
<p class="footer-note">${t.statement}</p>
</div>
<div>
<h2 class="footer-h">${t.hoursTitle}</h2>
<p>${t.hours}</p>
</div>
<nav aria-label="${t.footer.exploreLabel}">
<h2 class="footer-h">${t.footer.explore}</h2>
<ul>
<li><a href="${pageIn('/main_form', lang)}">${t.footer.health}</a></li>
<li><a href="${pageIn('/dentipet', lang)}">${t.footer.dental}</a></li>
<li><a href="${pageIn('/Recover_password', lang)}">${t.footer.recover}</a></li>
<li><a href="/routes">${t.footer.routes}</a></li>
</ul>
</nav>
</div>
<div class="wrap footer-bottom"><p>© ${String(year)} PetLead. ${t.footer.rights}</p></div>
</footer>`,
  })
}
