import { html, type SafeHtml } from '../server/html/html'
import { landingIcons } from './landingIcons'

/** The services an owner can ask for, with the wizard's own wording where it has one. */
const SERVICES: { icon: keyof typeof landingIcons; title: string; text: string }[] = [
  { icon: 'spay', title: 'Spay and neuter', text: 'Low-cost surgery through partner clinics and community programs.' },
  { icon: 'vaccine', title: 'Vaccination', text: 'Core shots for puppies, kittens and adults, and boosters on time.' },
  { icon: 'tooth', title: 'Dental care', text: 'Cleanings, extractions and a free AI dental check from a photo.' },
  { icon: 'stethoscope', title: 'Wellness exams', text: 'A yearly check-up that catches problems while they are small.' },
  { icon: 'chip', title: 'Microchipping', text: 'A one-time chip that brings a lost pet home.' },
  { icon: 'search', title: 'Lumps and bumps', text: 'Evaluation of a mass or tumor, with a photo to start.' },
  { icon: 'paw', title: 'Limping and mobility', text: 'Lameness, stiffness and joint pain in dogs and cats.' },
  { icon: 'drop', title: 'Skin, ear and eye issues', text: 'Rashes, itching, ear infections, red or runny eyes.' },
]

const STEPS: { title: string; text: string }[] = [
  { title: 'Tell us about your pet', text: 'Answer one short question at a time: your zip code, the service, breed, age and weight. A photo helps but is optional.' },
  { title: 'Get guidance and an estimate', text: 'See a price range from clinics near you right away, and an optional AI look at the photo of the problem.' },
  { title: 'A clinic follows up', text: 'A partner clinic or program receives your request and contacts you to book. You decide whether to go ahead.' },
]

const STATEMENT = 'PetLead only connects pet owners with clinics and programs. PetLead does not itself offer veterinary services; every examination and treatment is provided by an independent, licensed clinic.'

/** Anchors of the page's own navigation. */
const NAV: [string, string][] = [['#how', 'How it works'], ['#services', 'Services'], ['#contact', 'Contact']]

function serviceCard(s: (typeof SERVICES)[number]): SafeHtml {
  return html`<li class="service"><span class="service-icon">${landingIcons[s.icon]}</span><h3>${s.title}</h3><p>${s.text}</p></li>`
}

/**
 * The landing page (/): the product's own front door, built only from the public widgets mounted
 * by the same script tag a clinic pastes. Its own document rather than layout(): one stylesheet
 * (/assets/landing.css), no inline script or style (the pages' CSP forbids them), and the web
 * vitals reporter (/vendor/web-vitals.iife.js, then /assets/vitals.js) kept out of the bundle.
 * `year` is computed per request, so the copyright never goes stale.
 */
export function landingPage(apiBase: string, year: number): string {
  return '<!doctype html>\n' + html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PetLead · Affordable vet care and free AI pet health checks</title>
<meta name="description" content="Request low-cost veterinary services for your dog or cat, get a price estimate from clinics near you, and a free AI health or dental assessment by e-mail.">
<meta name="theme-color" content="#0f766e">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/landing.css">
<script src="/dist/petlead.loader.js" data-api-base="${apiBase}" data-auto-mount="false" defer></script>
<script src="/assets/landing.js" defer></script>
<script src="/vendor/web-vitals.iife.js" defer></script>
<script src="/assets/vitals.js" defer></script>
</head>
<body class="landing">
<a class="skip-link" href="#main">Skip to content</a>
<header class="topbar">
<div class="wrap topbar-inner">
<a class="brand" href="/">${landingIcons.logo}<span>PetLead</span></a>
<nav aria-label="Main"><ul>${NAV.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul></nav>
</div>
</header>
<main id="main">
<section class="hero" aria-labelledby="hero-title">
<div class="wrap hero-grid">
<div class="hero-copy">
<p class="eyebrow">Low-cost vet care for dogs and cats</p>
<h1 id="hero-title">Affordable care for your pet starts with one simple request</h1>
<p class="hero-lead">Tell us what your dog or cat needs. We find clinics and programs near you, show you an estimated price in minutes, and a clinic gets back to you.</p>
<div class="cta-row">
<div class="cta-mount" data-petlead-form="service-request"></div>
<a class="button-secondary" href="/main_form">Free AI health check</a>
</div>
<ul class="trust" aria-label="Why owners use PetLead">
<li>${landingIcons.check}Free for pet owners</li>
<li>${landingIcons.check}Estimate in minutes</li>
<li>${landingIcons.check}No account needed</li>
</ul>
</div>
<div class="hero-art" aria-hidden="true">
<div class="mock">
<p class="mock-tag">Example</p>
<p class="mock-head">Step 3 of 15</p>
<div class="mock-bar"><span></span></div>
<p class="mock-q">Which service do you need?</p>
<ul class="mock-options"><li>Spay / neuter</li><li>Vaccination</li><li class="on">Dental care</li><li>Wellness exam</li></ul>
</div>
<div class="mock-estimate">
<span class="mock-estimate-icon">${landingIcons.tooth}</span>
<span><strong>Example estimate</strong><span class="mock-estimate-price">$180 – $320</span><span class="mock-estimate-note">Dental cleaning, small dog</span></span>
</div>
${landingIcons.pets}
</div>
</div>
</section>

<section class="notice-band" aria-label="About PetLead">
<div class="wrap notice">${landingIcons.info}<p>${STATEMENT}</p></div>
</section>

<section id="how" class="section" aria-labelledby="how-title">
<div class="wrap">
<p class="eyebrow">What we do</p>
<h2 id="how-title">How it works</h2>
<p class="section-lead">PetLead turns a worried search into a concrete next step. The questions are the ones a veterinarian asks first, so the clinic that follows up already knows your pet.</p>
<ol class="steps">${STEPS.map((s, i) => html`<li class="step"><span class="step-num" aria-hidden="true">${String(i + 1)}</span><h3>${s.title}</h3><p>${s.text}</p></li>`)}</ol>
</div>
</section>

<section id="services" class="section section-alt" aria-labelledby="services-title">
<div class="wrap">
<p class="eyebrow">Services</p>
<h2 id="services-title">Care you can request</h2>
<p class="section-lead">From routine prevention to a problem that needs a closer look. Estimates come from each clinic's own price table.</p>
<ul class="services">${SERVICES.map(serviceCard)}</ul>
<div class="assess">
<div class="assess-card">
<h3>Free AI pet health assessment</h3>
<p>Describe your dog or cat and what worries you. Triage guidance arrives by e-mail: how urgent it looks, what to watch, when to see a vet.</p>
<a class="text-link" href="/main_form">Start the health check<span aria-hidden="true"> →</span></a>
</div>
<div class="assess-card">
<h3>Free AI dental assessment</h3>
<p>Dental disease is the most common problem vets see. Send a photo of the teeth and gumline and get a note on what it shows.</p>
<a class="text-link" href="/dentipet">Start the dental check<span aria-hidden="true"> →</span></a>
</div>
</div>
<p class="fine-print">Assessments are generated by artificial intelligence and are guidance, not a diagnosis. They do not replace an examination by a veterinarian.</p>
</div>
</section>

<section class="section cta-band" aria-labelledby="cta-title">
<div class="wrap cta-inner">
<div>
<h2 id="cta-title">Ready to find affordable care?</h2>
<p>Fifteen short questions, about three minutes. Your answers are kept if you close the window by accident.</p>
</div>
<div class="cta-mount cta-mount-band" data-petlead-form="service-request"></div>
</div>
</section>

<section id="contact" class="section" aria-labelledby="contact-title">
<div class="wrap contact-grid">
<div class="contact-copy">
<p class="eyebrow">Contact</p>
<h2 id="contact-title">Questions? Running a clinic or a program?</h2>
<p>Write to us about a request you made, or about adding your clinic or low-cost program to PetLead. We answer within one business day.</p>
<dl class="hours">
<dt>Business hours</dt>
<dd>Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 12 noon</dd>
</dl>
</div>
<div class="contact-card"><div class="contact-mount" data-petlead-form="contact"></div></div>
</div>
</section>
</main>

<footer class="footer">
<div class="wrap footer-grid">
<div>
<a class="brand brand-footer" href="/">${landingIcons.logo}<span>PetLead</span></a>
<p class="footer-note">${STATEMENT}</p>
</div>
<div>
<h2 class="footer-h">Business hours</h2>
<p>Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 12 noon</p>
</div>
<nav aria-label="Footer">
<h2 class="footer-h">Explore</h2>
<ul>
<li><a href="/main_form">Health assessment</a></li>
<li><a href="/dentipet">Dental assessment</a></li>
<li><a href="/Recover_password">Recover password</a></li>
<li><a href="/routes">All demo pages</a></li>
</ul>
</nav>
</div>
<div class="wrap footer-bottom"><p>© ${String(year)} PetLead. All rights reserved.</p></div>
</footer>
</body>
</html>`.value
}
