import DOMPurify, { type DOMPurify as Purify } from 'dompurify'

/**
 * DOMPurify is inside this file and cannot fail to load, so SafeHtml's plain-text fallback could
 * never run here: a literal false lets rollup fold that branch out of the single file.
 */
export const PURIFY_CAN_FAIL: boolean = false

/**
 * loadPurify.ts as the single file (dist/petlead.umd.js) builds it: DOMPurify inside the file,
 * because a webmaster copies that file alone and server HTML must still be sanitized. The build
 * swaps this module in for loadPurify.ts in that bundle only (`singleFile()` in
 * rollup.config.mjs); the loader's chunks keep fetching petlead-purify.js when a widget needs it.
 */
export function loadPurify(): Promise<Purify> {
  return Promise.resolve(DOMPurify)
}
