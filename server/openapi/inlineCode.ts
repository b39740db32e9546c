import { html, type SafeHtml } from '../html/html'

/** A description's text, escaped, with its `backtick` spans as <code>: the only markup the document's descriptions use. */
export function inlineCode(text: string): SafeHtml {
  return html`${text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}`
}
