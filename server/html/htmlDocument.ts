import { html, type SafeHtml } from './html'

/**
 * A whole HTML page: the doctype, its language, and the charset and viewport every page needs,
 * around the page's own head and body. Nothing inline comes from here, so each page keeps the
 * Content-Security-Policy it is served with.
 */
export function htmlDocument(page: { lang?: string; head: SafeHtml; bodyClass?: string; body: SafeHtml }): string {
  return (
    '<!doctype html>\n' +
    html`<html lang="${page.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.head}
</head>
<body${page.bodyClass ? html` class="${page.bodyClass}"` : ''}>
${page.body}
</body>
</html>`.value
  )
}
