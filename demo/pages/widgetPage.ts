import { html } from '../../server/html/html'
import type { LandingLang } from './landingPage'
import { layout } from './layout'
import type { DemoRoute } from './routes'

/**
 * A route's page: its title, one sentence, and the mount point of its widget. `lang` is the language
 * the page was asked in (`?lang=es`, as the Spanish landing page links): the widget starts in it, and
 * a page the Spanish landing page links to (its title and sentence, navigation and footer) speaks
 * it too; a developer page with no Spanish words stays English, its widget's frame marked Spanish.
 * Without it the widget picks its language as on any host page.
 */
export function widgetPage(route: DemoRoute, apiBase: string, year: number, lang?: LandingLang): string {
  const clinic = route.clinicId ? html` data-clinic-id="${route.clinicId}"` : ''
  const language = lang ? html` data-lang="${lang}"` : ''
  // The page speaks Spanish where it has the words; the widget's frame always says its language.
  const words = lang === 'es' && route.es ? route.es : route
  const spanish = words !== route
  const frameLang = lang ? html` lang="${lang}"` : ''
  return layout({
    title: words.title,
    apiBase,
    year,
    widget: true,
    lang: spanish ? 'es' : 'en',
    main: html`<h1>${words.title}</h1><p class="lead">${words.blurb}</p><section class="widget-frame"${frameLang}><div data-petlead-form="${route.form}"${clinic}${language}></div></section>`,
  })
}
