import type { Clinic } from './Clinic'

/**
 * The clinic with its logo resolved against the API's origin: the built-in clinics name their logo
 * by a path ('/assets/logos/willow.svg') that the API's server serves, and on a clinic's own site
 * a relative path would be fetched from the host page, where no such file exists.
 */
export function logoFromApi(clinic: Clinic | undefined, apiBase: string): Clinic | undefined {
  if (!clinic?.logo || /^(https?:|data:)/i.test(clinic.logo)) return clinic
  try {
    return { ...clinic, logo: new URL(clinic.logo, apiBase).href }
  } catch {
    // No absolute API base to resolve against (a relative data-api-base): leave it to the page.
    return clinic
  }
}
