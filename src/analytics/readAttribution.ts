import { ATTRIBUTION_KEYS, ATTRIBUTION_VALUE_MAX, type Attribution } from '../schemas/attribution'

/** A campaign an embed names explicitly (`campaign` / `data-utm-source`...): UTM parameters and click ids. */
export type Campaign = Omit<Attribution, 'referrer'>

/**
 * Where the owner came from, read once at mount: each UTM parameter and click id from the embed's
 * `campaign` when it names one, else from the host page's address; and the referring page's origin
 * only (never its path or query, which can carry owner data), dropped when it is the host page's own
 * origin (a click between the clinic's own pages is not a source). Values lose control characters
 * and outer spaces and are cut to the schema's maximum, so a long or odd address never costs the
 * owner their submission; an empty value is left out.
 */
export function readAttribution(page: { search: string; origin: string }, referrer: string, campaign?: Campaign): Attribution {
  const query = new URLSearchParams(page.search)
  const found: Attribution = {}
  // forEach, not for...of: rollup then still sees the key list as unchanged, and drops the schema
  // objects of ../schemas/attribution that this bundle never uses.
  ATTRIBUTION_KEYS.forEach((key) => {
    const raw = key === 'referrer' ? originOf(referrer, page.origin) : (campaign?.[key] ?? query.get(key))
    const value = String(raw ?? '')
      // eslint-disable-next-line no-control-regex -- the schema refuses exactly these
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, ATTRIBUTION_VALUE_MAX)
    if (value) found[key] = value
  })
  return found
}

function originOf(referrer: string, own: string): string {
  try {
    const { origin } = new URL(referrer)
    return /^https?:/.test(origin) && origin !== own ? origin : ''
  } catch {
    return ''
  }
}
