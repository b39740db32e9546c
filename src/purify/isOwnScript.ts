import { ownFile } from './purifyUrl'

/**
 * Whether PetLead's Trusted Types policy may hand `url` to a script element: only the sanitizer's
 * and the language files (petlead-purify.js, petlead-es.js) next to the running bundle, the only
 * scripts a widget ever adds to the page.
 */
export function isOwnScript(url: string): boolean {
  const name = url.slice(url.lastIndexOf('/') + 1)
  return /^petlead-(purify|[a-z]{2})\.js$/.test(name) && url === ownFile(name)
}
