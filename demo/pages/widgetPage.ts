import { html } from '../../server/html/html'
import type { LandingLang } from './landingPage'
import { layout } from './layout'
import type { DemoRoute } from './routes'

/**
 * A route's page: its title, one sentence, and the mount point of its widget. `lang` is the language
 * the page was asked in (`?lang=es`, as the Spanish landing page links): the widget starts in it and
 * its frame says so to screen readers (the demo's own frame stays English). Without it the widget
 * picks its language as on any host page.
 */
export function widgetPage(route: DemoRoute, apiBase: string, year: number, lang?: LandingLang): string {
  const clinic = route.clinicId ? html` data-clinic-id="${route.clinicId}"` : ''
  const language = lang ? html` data-lang="${lang}"` : ''
  const frameLang = lang ? html` lang="${lang}"` : ''
  return layout({
    title: route.title,
    apiBase,
    year,
    widget: true,
    main: html`<h1>${route.title}</h1><p class="lead">${route.blurb}</p><section class="widget-frame"${frameLang}><div data-petlead-form="${route.form}"${clinic}${language}></div></section>`,
  })
}
