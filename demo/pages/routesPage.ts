import { html } from '../../server/html/html'
import { layout } from './layout'
import { demoRoutes } from './routes'

/** /routes: every demo route with its widget and clinic id, for newcomers and tests. */
export function routesPage(apiBase: string, year: number): string {
  return layout({
    title: 'All routes',
    apiBase,
    year,
    main: html`<h1>All routes</h1>
<table class="data"><thead><tr><th>Route</th><th>Widget</th><th>Clinic id</th></tr></thead><tbody>
<tr><td><a href="/">/</a></td><td>service-request, contact</td><td></td></tr>
${demoRoutes.map((r) => html`<tr><td><a href="${r.path}">${r.path}</a></td><td>${r.form}</td><td>${r.clinicId ?? ''}</td></tr>`)}
<tr><td><a href="/outbox">/outbox</a></td><td>(e-mails received by the demo SMTP server)</td><td></td></tr>
<tr><td><a href="${apiBase}/reference">${apiBase}/reference</a></td><td>(the API reference: every public call, from the OpenAPI document)</td><td></td></tr>
</tbody></table>`,
  })
}
