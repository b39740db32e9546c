import { en, type Text } from './en'
import { es } from './es'
import type { Lang } from './Lang'

/**
 * loadText.ts as the single file (dist/petlead.umd.js) builds it: every language inside the file,
 * because a webmaster copies that file alone and a Spanish owner must read Spanish from it on the
 * first render. The build swaps this module in for loadText.ts in that bundle only
 * (`singleFile()` in rollup.config.mjs); the loader's chunks keep fetching petlead-es.js.
 */
const texts: Record<Lang, Text> = { en, es }

/** The text of `lang`: always here. */
export function textReady(lang: Lang): Text {
  return texts[lang]
}

/** The text of `lang`, already here: nothing is fetched. */
export function loadText(lang: Lang): Promise<Text> {
  return Promise.resolve(texts[lang])
}
