import { en, type ServerText } from './en'
import { es } from './es'
import type { Lang } from './lang'

const CATALOGUES: Record<Lang, ServerText> = { en, es }

/** The server's owner-facing texts in `lang` (English for anything unknown). */
export function serverText(lang: Lang | undefined): ServerText {
  return CATALOGUES[lang ?? 'en'] ?? en
}
