import { html, SafeHtml } from '../server/html/html'
import type { EmbedSnippet } from '../server/embed/embedSnippet'

/**
 * The embed builder's live preview: a bare host page holding exactly the snippet the
 * builder hands out, served under the CSP lines it hands out (plus `frame-ancestors 'self'`, so
 * only the workspace frames it). What the webmaster sees is what their site will run.
 */
export function embedPreviewPage(s: EmbedSnippet, title: string): { body: string; csp: string } {
  const csp = ["default-src 'none'", "style-src 'self'", "frame-ancestors 'self'", ...s.csp.map((l) => l.replace(/;$/, ''))].join('; ')
  // The snippet is built from validated slugs and a sha384 (embedSnippet refuses anything else).
  const body =
    '<!doctype html>\n' +
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
</head>
<body>
<main>
${new SafeHtml(s.snippet)}
</main>
</body>
</html>`.value
  return { body, csp }
}
