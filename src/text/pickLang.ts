import { isLang, type Lang } from './Lang'

/**
 * The language a widget starts in: the `lang` option (or `data-lang`); else the clinic's only
 * language when its public config lists one; else the host page's `<html lang>` (any `es` or
 * `es-*` is Spanish); else English.
 */
export function pickLang(option: unknown, clinicLanguages: readonly string[] | undefined, doc: Document | undefined): Lang {
  if (isLang(option)) return option
  if (clinicLanguages?.length === 1 && isLang(clinicLanguages[0])) return clinicLanguages[0]
  return /^es(-|$)/i.test(doc?.documentElement?.lang ?? '') ? 'es' : 'en'
}
