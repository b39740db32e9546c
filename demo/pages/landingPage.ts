import { html } from '../server/html/html'
import { layout } from './layout'

/**
 * The landing page (/). A plain placeholder until the landing-page issue replaces this file:
 * what PetLead does, the service-request widget and the contact widget.
 */
export function landingPage(apiBase: string, year: number): string {
  return layout({
    title: 'Free AI pet health assessments and low-cost care',
    apiBase,
    year,
    widget: true,
    main: html`<section class="hero">
<h1>Free AI pet health assessments and low-cost care</h1>
<p class="lead">Tell us about your dog or cat and get a free assessment by e-mail, or request a low-cost service from a clinic near you.</p>
<p>PetLead only connects owners with clinics and programs; it does not itself offer veterinary services.</p>
</section>
<section class="widget-frame" aria-labelledby="request-title"><h2 id="request-title">Request a low-cost service</h2><div data-petlead-form="service-request"></div></section>
<section class="what-we-do"><h2>What we do</h2>
<p>Our forms collect what a veterinarian needs to know first: breed, age, weight, medications and what worries you. You receive triage guidance right away, and a partner clinic follows up.</p>
<p><a href="/main_form">Start a health assessment</a> or <a href="/dentipet">a dental assessment</a>.</p></section>
<section class="widget-frame" aria-labelledby="contact-title"><h2 id="contact-title">Contact us</h2><div data-petlead-form="contact"></div></section>`,
  })
}
