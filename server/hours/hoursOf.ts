import type { OpeningHours } from '../../src/schemas/openingHours'
import type { Partner } from '../db/Partner'

/** The time zone a US state mostly keeps (a clinic that gave no hours is read in its state's zone). */
const STATE_ZONES: Record<string, string> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
}

const ALL_DAY = [{ open: '00:00', close: '24:00' }]

/** Open around the clock, every day, in `timeZone`. */
export function aroundTheClock(timeZone: string): OpeningHours {
  return { timeZone, week: Array.from({ length: 7 }, () => ALL_DAY), closures: [] }
}

/**
 * A partner's opening hours: its own, else open around the clock in its state's zone (UTC for a
 * state not listed). Every open-time rule reads hours through here.
 */
export function hoursOf(p: Pick<Partner, 'openingHours' | 'state'>): OpeningHours {
  return p.openingHours ?? aroundTheClock(STATE_ZONES[p.state.toUpperCase()] ?? 'UTC')
}
