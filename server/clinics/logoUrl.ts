import type { Partner } from './Partner'

/**
 * Where a partner's logo is served (GET /clinics/{id}/logo), versioned by its hash so a new logo
 * is a new URL past every cache; undefined when it has none.
 */
export function logoUrl(p: Pick<Partner, 'id' | 'logoHash'>, logoBase: string): string | undefined {
  return p.logoHash ? `${logoBase}/clinics/${encodeURIComponent(p.id)}/logo?v=${p.logoHash.slice(0, 12)}` : undefined
}
