/**
 * isOwnScript.ts as the single file (dist/petlead.umd.js) builds it: that file carries the
 * sanitizer and the Spanish text and adds no script to the page, so its Trusted Types policy
 * accepts no script URL at all. The build swaps this module in for isOwnScript.ts in that bundle
 * only (`singleFile()` in rollup.config.mjs), which also leaves out the code that finds the files
 * next to the bundle.
 */
export function isOwnScript(url: string): boolean {
  void url
  return false
}
