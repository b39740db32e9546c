import { CLINIC_ID_PATTERN } from '../../src/schemas/clinicId'

/** What a webmaster pastes: the snippet, the element alone, and the CSP sources the page needs. */
export interface EmbedSnippet {
  /** The loader script (SRI and crossorigin) and the mount element. */
  snippet: string
  /** The mount element alone, for a page that already loads the script. */
  oneLine: string
  /** The Content-Security-Policy directives (docs/embedding.md, "The Content-Security-Policy a clinic needs"), one per line. */
  csp: string[]
}

/** A widget's name: lower-case words joined by hyphens. */
const FORM = /^[a-z][a-z-]{0,63}$/

/**
 * The embed snippet of one widget for one clinic, pointing at the chunk loader this server serves
 * (`PUBLIC_URL/dist/petlead.loader.js`, with its chunks beside it, sent with
 * `Access-Control-Allow-Origin: *` as SRI needs) and its API. A page that cannot load from this
 * host copies the single file, dist/petlead.umd.js, instead.
 * `integrity` is the loader's sha384 from dist/integrity.json; every chunk's is built into the loader.
 */
export function embedSnippet(o: { publicUrl: string; apiBase: string; integrity: string; form: string; clinicId: string }): EmbedSnippet {
  // Slugs only: the values go into HTML attributes and CSP lines unescaped.
  if (!FORM.test(o.form) || !CLINIC_ID_PATTERN.test(o.clinicId) || !/^sha384-[A-Za-z0-9+/=]+$/.test(o.integrity))
    throw new Error('embedSnippet: bad form, clinic or integrity')
  const base = o.publicUrl.replace(/\/+$/, '')
  const api = new URL(base + o.apiBase)
  const oneLine = `<div data-petlead-form="${o.form}" data-clinic-id="${o.clinicId}"></div>`
  const snippet = [
    `<script src="${base}/dist/petlead.loader.js"`,
    `        integrity="${o.integrity}" crossorigin="anonymous"`,
    `        data-api-base="${api.href.replace(/\/+$/, '')}" defer></script>`,
    oneLine,
  ].join('\n')
  const csp = [
    `script-src ${base}/dist/;`,
    `connect-src ${api.origin};`,
    `img-src 'self' ${api.origin};`,
    "require-trusted-types-for 'script';",
    'trusted-types petlead dompurify;',
    "object-src 'none'; base-uri 'none'",
  ]
  return { snippet, oneLine, csp }
}
