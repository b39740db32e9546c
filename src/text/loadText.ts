import { loadChecked } from '../purify/loadChecked'
import { ownFile } from '../purify/purifyUrl'
import { en, type Text } from './en'
import type { Lang } from './Lang'

/** What a language file (dist/petlead-<lang>.js, built from src/text/<lang>Entry.ts) sets when it runs. */
export type TextGlobal = { PetLeadText?: Partial<Record<Lang, Text>> }

/** sha384 of each language file, written in at build time; source runs (unit tests) have none. */
const INTEGRITY: Record<string, string> = typeof __PETLEAD_TEXT_SRI__ === 'object' ? __PETLEAD_TEXT_SRI__ : {}

/** The text of `lang` if it is already here (English always is), else undefined. */
export function textReady(lang: Lang): Text | undefined {
  return lang === 'en' ? en : (globalThis as TextGlobal).PetLeadText?.[lang]
}

/**
 * The text of `lang`. English ships in the bundle; any other language is its own file next to it
 * (dist/petlead-es.js), fetched the first time a widget on the page needs it, with the integrity
 * this build wrote in, so an English page never downloads it.
 */
export function loadText(lang: Lang, root: ShadowRoot): Promise<Text> {
  const file = `petlead-${lang}.js`
  return loadChecked(root, ownFile(file), INTEGRITY[file] ?? '', () => textReady(lang))
}
