/** The languages a widget speaks. English is the default and keeps the specification's exact strings. */
export const LANGS = ['en', 'es'] as const

/** One of `LANGS`. */
export type Lang = (typeof LANGS)[number]

/** Whether `value` names a language the widgets speak. */
export function isLang(value: unknown): value is Lang {
  return LANGS.includes(value as Lang)
}
