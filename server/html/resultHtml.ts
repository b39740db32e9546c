import { textToHtml } from './textToHtml'
import { html } from './html'

/**
 * The HTML fragment an on-screen result shows (check_dental_ai, the QR check, the service
 * request). Built only from escaped values; the widget sanitises it again before showing it.
 */
export function resultHtml(opts: { title: string; lines?: [string, string][]; assessment?: string; note?: string }): string {
  return html`<div class="petlead-result"><h2>${opts.title}</h2>${
    opts.lines?.length ? html`<dl>${opts.lines.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>` : ''
  }${opts.assessment ? textToHtml(opts.assessment) : ''}${opts.note ? html`<p><em>${opts.note}</em></p>` : ''}</div>`.value
}
