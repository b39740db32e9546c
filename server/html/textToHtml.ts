import { html, type SafeHtml } from './html'

/**
 * Renders assessment text (paragraphs separated by blank lines, '- ' bullets) as escaped HTML.
 * The text may come from a model, so it is treated as untrusted like the owner's own words.
 */
export function textToHtml(text: string): SafeHtml {
  const blocks = text.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n')
    const bullets = lines.filter((l) => l.startsWith('- '))
    const rest = lines.filter((l) => !l.startsWith('- '))
    return html`${rest.length ? html`<p>${rest.map((l, i) => html`${i ? html`<br>` : ''}${l}`)}</p>` : ''}${
      bullets.length ? html`<ul>${bullets.map((b) => html`<li>${b.slice(2)}</li>`)}</ul>` : ''
    }`
  })
  return html`${blocks}`
}
