/** The languages the server writes for owners. English is the default and the clinic's language. */
export type Lang = 'en' | 'es'

/**
 * The owner's language from an `Accept-Language` header: the first of Spanish or English in
 * q-value order (`es`, `es-MX`, `es-419` are Spanish); English when neither is named, when the
 * header is missing or unreadable, or on a tie (English is the default the SPEC's texts are in).
 */
export function parseAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return 'en'
  let best: { lang: Lang; q: number } | null = null
  for (const part of header.split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (primary !== 'es' && primary !== 'en') continue
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p))
    const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { lang: primary, q }
  }
  return best?.lang ?? 'en'
}
