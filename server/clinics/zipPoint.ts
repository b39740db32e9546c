import zipcodes from 'zipcodes'

/** A place on the map, in degrees. */
export interface Point {
  latitude: number
  longitude: number
}

/**
 * The centre of a US ZIP code from the `zipcodes` data set (no geocoding service). Accepts
 * ZIP+4 and stray spaces; null for anything the data set does not know.
 */
export function zipPoint(zip: string | null | undefined): Point | null {
  const five = /^\s*(\d{5})(?:\s*-?\s*\d{4})?\s*$/.exec(zip ?? '')?.[1]
  if (!five) return null
  const hit = zipcodes.lookup(five)
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : null
}
