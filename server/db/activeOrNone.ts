import type { Partner } from './Partner'

/**
 * The partner if it takes part in the network now, else none: an inactive (paused) partner counts
 * as no partner at all, everywhere a partner is read. Its form's leads go to the network queue,
 * its public pages and slots are the 404 of an unknown clinic, nobody routes, re-routes, hands a
 * lead or books a visit to it, and it is never named as an emergency hospital.
 */
export function activeOrNone(p: Partner | null | undefined): Partner | undefined {
  return p?.active ? p : undefined
}
