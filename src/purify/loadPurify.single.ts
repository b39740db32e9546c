import DOMPurify, { type DOMPurify as Purify } from 'dompurify'

/**
 * loadPurify.ts as the single file (dist/petlead.umd.js) builds it: DOMPurify inside the file,
 * because a webmaster copies that file alone and server HTML must still be sanitized. The build
 * swaps this module in for loadPurify.ts in that bundle only (`singleFile()` in
 * rollup.config.mjs); the loader's chunks keep fetching petlead-purify.js when a widget needs it.
 */
export function loadPurify(): Promise<Purify> {
  return Promise.resolve(DOMPurify)
}
