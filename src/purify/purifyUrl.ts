/**
 * A file of PetLead's next to the bundle that is running. Read while the bundle loads (rollup
 * resolves import.meta.url from the script tag's src in the UMD build).
 */
export function ownFile(name: string): string {
  return new URL(name, import.meta.url).href
}

/** Where dist/petlead-purify.js lives. */
export const PURIFY_URL: string = /* @__PURE__ */ ownFile('petlead-purify.js')

/** sha384 of dist/petlead-purify.js, written in at build time: a tampered copy is refused. */
// Source runs (unit tests) have no build step, hence the typeof guard.
export const PURIFY_INTEGRITY: string = typeof __PETLEAD_PURIFY_SRI__ === 'string' ? __PETLEAD_PURIFY_SRI__ : ''
