import type { OpeningHours } from '../../src/schemas/openingHours'
import { hoursOf } from '../hours/hoursOf'

const WEEKDAY = [{ open: '09:00', close: '18:00' }]

/**
 * The demo's opening hours for a partner whose record names none: Monday to Friday 9 AM to 6 PM,
 * Saturday 9 AM to noon, closed on Sunday (the hours the landing page's footer gives), in its
 * state's zone. Bookable slots, first-contact targets and re-routing all count in these hours, so
 * the demo offers no visit at 3 AM. A 24-hour emergency hospital states its own hours in
 * demo/clinics.example.json.
 */
export function demoHours(state: string): OpeningHours {
  return {
    timeZone: hoursOf({ state }).timeZone,
    week: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [{ open: '09:00', close: '12:00' }]],
    closures: [],
  }
}
