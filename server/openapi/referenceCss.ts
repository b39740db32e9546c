import { createHash } from 'node:crypto'

/** The reference page's whole style sheet, inline: the page is one response with nothing else to load. */
export const REFERENCE_CSS = `
:root{color-scheme:light;--text:#1f2937;--muted:#4b5563;--line:#d1d5db;--accent:#1d4ed8;--soft:#f3f4f6}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:#fff}
header,main,nav{max-width:72rem;margin:0 auto;padding:0 1rem}
header{padding-top:1.5rem}
a{color:var(--accent)}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}
.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
h1{font-size:1.75rem;margin:.5rem 0}
h2{font-size:1.4rem;margin:2.5rem 0 .5rem;border-bottom:2px solid var(--line)}
h3{font-size:1.15rem;margin:2rem 0 .25rem}
h4{font-size:1rem;margin:1rem 0 .25rem}
p{margin:.25rem 0 .75rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;background:var(--soft);padding:0 .2em;border-radius:3px;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.2em;font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:700;color:#fff;background:#374151;border-radius:4px;padding:0 .4em;margin-right:.4em;text-align:center}
.method.get{background:#166534}.method.post{background:#1e40af}.method.patch{background:#9a3412}
.muted{color:var(--muted)}
th .muted{font-weight:400}
table{border-collapse:collapse;width:100%;margin:.25rem 0 1rem;font-size:.95rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}
/* Long names and patterns break anywhere, so on a phone a table fits the screen instead of scrolling it. */
td,td code,th[scope=row] code{overflow-wrap:anywhere}
@media (max-width:40rem){body{font-size:15px}th,td{padding:.25rem .3rem}}
thead th{background:var(--soft)}
article{border-top:1px solid var(--line);padding-bottom:.5rem}
ul.calls{columns:2 20rem;padding-left:1.2rem}
ul.calls li{margin:.15rem 0}
ul.calls a{display:inline-block;min-height:28px;padding:.15rem 0}
footer{max-width:72rem;margin:3rem auto 2rem;padding:0 1rem;color:var(--muted)}
`

/** The CSP source allowing exactly this style sheet and nothing else inline. */
export const REFERENCE_CSS_HASH = `'sha256-${createHash('sha256').update(REFERENCE_CSS).digest('base64')}'`

/**
 * The reference page's Content-Security-Policy: stricter than the demo pages' (no script at all,
 * no other origin), its one inline style sheet allowed by hash.
 */
export const REFERENCE_CSP = `default-src 'none'; style-src ${REFERENCE_CSS_HASH}; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
