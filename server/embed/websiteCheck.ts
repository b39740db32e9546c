import type { Partner } from '../clinics/Partner'

/**
 * What the embed builder tells an owner about the clinic's website and its allowed websites:
 * `open` (no list: any website may send the clinic's forms), `allowed` (the clinic's website is on
 * the list), `missing` (a list that leaves out the clinic's own website: its forms there would be
 * refused) or `no-website` (a list, and no website in the profile to check it against).
 */
export type WebsiteCheck =
  | { state: 'open'; website: string | null }
  | { state: 'allowed' | 'missing'; website: string; allowed: string[] }
  | { state: 'no-website'; allowed: string[] }

export function websiteCheck(p: Pick<Partner, 'website' | 'allowedWebsites'>): WebsiteCheck {
  const website = p.website ? new URL(p.website).origin : null
  const allowed = p.allowedWebsites ?? []
  if (allowed.length === 0) return { state: 'open', website }
  if (!website) return { state: 'no-website', allowed }
  return { state: allowed.includes(website) ? 'allowed' : 'missing', website, allowed }
}
