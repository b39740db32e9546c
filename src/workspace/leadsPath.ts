import type { LeadQuery } from './LeadFilters'

/** `leads?…` for a query, a cursor and the network queue; empty values are left out. */
export function leadsPath(query: LeadQuery, cursor: string | null, queue: boolean): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v) p.set(k, v)
  if (cursor) p.set('cursor', cursor)
  if (queue) p.set('queue', '1')
  const s = p.toString()
  return s ? `leads?${s}` : 'leads'
}
