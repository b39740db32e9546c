import type { Point } from './zipPoint'

const EARTH_RADIUS_MILES = 3958.8

/**
 * Great-circle distance in miles (haversine). `zipcodes.distance` rounds to whole miles, too
 * coarse to tell two partners in one town apart.
 */
export function milesBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}
