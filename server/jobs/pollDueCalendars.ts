import { icsBusy } from '../booking/icsBusy'
import { fetchIcs } from '../booking/fetchIcs'
import { clinicCalendarsRepo, type CalendarLease } from '../db/clinicCalendarsRepo'
import { findPartner } from '../db/clinicsRepo'
import type { Deps } from '../deps'
import { hoursOf } from '../hours/hoursOf'
import { systemResolver } from '../webhooks/resolver'
import { webhookPolicy } from '../webhooks/webhookPolicy'

const MIN = 60_000
const DAY = 86_400_000

/** How often a clinic's calendar is read, unless configured (ICS_POLL_MINUTES). */
export const ICS_POLL_MINUTES = 10
/** The largest calendar read, unless configured: a busy clinic's year of events is well under it. */
export const ICS_MAX_BYTES = 2 * 1024 * 1024
/** One fetch's time limit, from connecting to the last byte, unless configured. */
export const ICS_TIMEOUT_MS = 15_000
/** More blocks than this in the window is not a clinic's calendar (or a rule gone wild): refused. */
export const ICS_MAX_BLOCKS = 5_000
/** Busy time is kept this far past the booking window, so a few unchanged (304) polls still cover it. */
const SPARE_DAYS = 7

type PollDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'resolveHost'>

/**
 * Reads the clinics' own calendars that are due, one at a time, and returns how many were read.
 * Each is leased (another process takes it over if this one dies), fetched under the webhook
 * rules (fetchIcs), parsed with node-ical with recurring events expanded over the clinic's booking
 * window and a week more (icsBusy), and its busy time replaced in one statement set; due again
 * after the poll interval whether it worked or not. A failure keeps the last busy time read (a
 * calendar server down for an hour should not open every slot) and says why in plain words.
 */
export async function pollDueCalendars(deps: PollDeps, max = 10): Promise<number> {
  const config = deps.config
  const every = (config.icsPollMinutes ?? ICS_POLL_MINUTES) * MIN
  const limits = { maxBytes: config.icsMaxBytes ?? ICS_MAX_BYTES, timeoutMs: config.icsTimeoutMs ?? ICS_TIMEOUT_MS }
  let polled = 0
  for (let i = 0; i < max; i++) {
    const lease = await clinicCalendarsRepo.claimDue(deps.db, deps.clock.now(), limits.timeoutMs * 2 + MIN)
    if (!lease) break
    try {
      await poll(deps, lease, every, limits)
    } catch (err) {
      const now = deps.clock.now()
      await clinicCalendarsRepo.failed(deps.db, lease, (err as Error).message, now, new Date(now.getTime() + every))
    }
    polled++
  }
  return polled
}

async function poll(deps: PollDeps, lease: CalendarLease, every: number, limits: { maxBytes: number; timeoutMs: number }): Promise<void> {
  const p = await findPartner(deps.db, lease.clinic_id)
  const zone = p ? hoursOf(p).timeZone : 'UTC'
  const start = deps.clock.now().getTime()
  const reach = start + ((p?.booking?.windowDays ?? 14) + 1) * DAY
  // Ask "changed since?" only while the busy time stored still covers the window at the next poll;
  // otherwise read the whole feed again, so recurring events are expanded further ahead.
  const covered = lease.covered_until != null && lease.covered_until.getTime() >= reach + every
  const answer = await fetchIcs(
    lease.url,
    webhookPolicy(deps.config),
    deps.resolveHost ?? systemResolver,
    covered ? { etag: lease.etag, lastModified: lease.last_modified } : { etag: null, lastModified: null },
    limits,
  )
  const now = deps.clock.now()
  const next = new Date(now.getTime() + every)
  if (answer.status === 304) {
    await clinicCalendarsRepo.succeeded(deps.db, lease, { now, next })
    return
  }
  if (!/BEGIN:VCALENDAR/i.test(answer.text.slice(0, 1_000)))
    throw new Error('The address did not return a calendar in iCal format; check that you copied the secret address in iCal format')
  const until = reach + SPARE_DAYS * DAY
  let blocks
  try {
    blocks = icsBusy(answer.text, start - DAY, until, zone)
  } catch (err) {
    // The clinic reads this reason in its settings; the parser's own words stay attached as the cause, for the log.
    throw new Error('The calendar could not be read (it is not valid iCal)', { cause: err })
  }
  if (blocks.length > ICS_MAX_BLOCKS)
    throw new Error(`The calendar has more than ${ICS_MAX_BLOCKS} events in the booking window; PetLead reads calendars up to that many`)
  await deps.db.transaction((tx) =>
    clinicCalendarsRepo.succeeded(tx, lease, {
      now,
      next,
      etag: answer.etag,
      lastModified: answer.lastModified,
      coveredUntil: new Date(until),
      blocks,
    }),
  )
}
