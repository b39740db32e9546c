import * as v from 'valibot'
import { jsonPart } from './jsonPart'

/**
 * Where an owner came from, read by the widget at mount from the host page (never the full URL):
 * the UTM parameters, the ad networks' click ids, and the origin of the page that sent the owner
 * (`document.referrer`'s origin only). An embed option can set the campaign explicitly. Sent as the
 * optional `attribution` object of a submission, stored on the lead and copied to its booking, shown on
 * the lead page, in the CSV and in the `lead.created` / `booking.*` webhooks; deleted with the lead.
 */
export const ATTRIBUTION_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'referrer',
] as const

/** One attribution key. */
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number]

/** What a lead carries: every key optional, each a short single-line text. */
export type Attribution = Partial<Record<AttributionKey, string>>

/** The longest value kept (click ids run to about 100 characters; longer is not a value a person reads). */
export const ATTRIBUTION_VALUE_MAX = 200

const value = v.pipe(
  v.string(),
  v.maxLength(ATTRIBUTION_VALUE_MAX, `each attribution value is at most ${ATTRIBUTION_VALUE_MAX} characters`),
  // eslint-disable-next-line no-control-regex -- the rule is exactly: no control character
  v.regex(/^[^\u0000-\u001f\u007f]*$/, 'an attribution value is one line of text'),
)

/** A referrer is an origin (scheme, host, port), never a path or query that could carry owner data. */
const origin = v.pipe(value, v.regex(/^https?:\/\/[^/?#\s]+$/, 'attribution.referrer is an origin, such as https://www.google.com'))

/** Unknown keys are refused so nothing else rides along. */
const attributionObject = v.strictObject(
  {
    utm_source: v.optional(value),
    utm_medium: v.optional(value),
    utm_campaign: v.optional(value),
    utm_term: v.optional(value),
    utm_content: v.optional(value),
    gclid: v.optional(value),
    gbraid: v.optional(value),
    wbraid: v.optional(value),
    fbclid: v.optional(value),
    msclkid: v.optional(value),
    referrer: v.optional(origin),
  },
  `attribution takes only these keys: ${ATTRIBUTION_KEYS.join(', ')}`,
)

/** `attribution`: optional. A JSON body sends an object; the multipart QR check sends it as one text part holding JSON. */
export const attributionField = v.optional(v.union([attributionObject, v.pipe(v.string(), v.transform(jsonPart), attributionObject)]))

/**
 * The source a lead or a funnel event is counted under: `utm_source`, else the referrer's host
 * (without `www.`), else `direct`; lower case, at most 64 characters. The widget and the server both
 * call this, so a lead's source and its funnel counters always agree.
 */
export function sourceOf(a: Attribution | null | undefined): string {
  const raw = a?.utm_source?.trim() || (a?.referrer ? hostOf(a.referrer) : '') || 'direct'
  return raw.toLowerCase().slice(0, 64)
}

function hostOf(origin: string): string {
  const host = origin.replace(/^https?:\/\//, '').replace(/:\d+$/, '')
  return host.startsWith('www.') ? host.slice(4) : host
}
