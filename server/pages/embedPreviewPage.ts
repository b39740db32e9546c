import { html, SafeHtml } from '../html/html'
import type { EmbedSnippet } from '../embed/embedSnippet'
import { htmlDocument } from '../html/htmlDocument'

/**
 * The embed builder's live preview: a bare host page holding exactly the snippet the
 * builder hands out, served under the CSP lines it hands out (plus `frame-ancestors 'self'`, so
 * only the workspace frames it). What the webmaster sees is what their site will run.
 */
export function embedPreviewPage(s: EmbedSnippet, title: string): { body: string; csp: string } {
  const csp = ["default-src 'none'", "style-src 'self'", "frame-ancestors 'self'", ...s.csp.map((l) => l.replace(/;$/, ''))].join('; ')
  // The snippet is built from validated slugs and a sha384 (embedSnippet refuses anything else).
  const body = htmlDocument({
    head: html`<meta name="referrer" content="no-referrer">
<title>${title}</title>`,
    body: html`<main>
${new SafeHtml(s.snippet)}
</main>`,
  })
  return { body, csp }
}
