import { html } from '../../server/html/html'
import { layout } from './layout'
import type { DemoRoute } from './routes'

/** A route's page: its title, one sentence, and the mount point of its widget. */
export function widgetPage(route: DemoRoute, apiBase: string, year: number): string {
  const mount = route.clinicId
    ? html`<div data-petlead-form="${route.form}" data-clinic-id="${route.clinicId}"></div>`
    : html`<div data-petlead-form="${route.form}"></div>`
  return layout({
    title: route.title,
    apiBase,
    year,
    widget: true,
    main: html`<h1>${route.title}</h1><p class="lead">${route.blurb}</p><section class="widget-frame">${mount}</section>`,
  })
}
