/** A partner the estimate names, as the booking step needs it. */
export interface EstimatePartner {
  id: string
  name: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!)

/**
 * The partners the service request's estimate lists (each `<li data-clinic="id"><strong>name`),
 * nearest first, read from the server's HTML as text: no DOM parsing, so nothing is built from
 * it under Trusted Types. An estimate with an emergency notice offers no slot: the owner must
 * call now, not wait for a visit days away.
 */
export function estimatePartners(html: string): EstimatePartner[] {
  if (html.includes('petlead-emergency')) return []
  return [...html.matchAll(/<li data-clinic="([^"]+)"><strong>([^<]*)<\/strong>/g)].map((m) => ({
    id: unescape(m[1]!),
    name: unescape(m[2]!),
  }))
}
