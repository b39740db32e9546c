import { fetchIcs } from '../booking/fetchIcs'
import { readIcsOffThread } from '../booking/readIcsOffThread'
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
/**
 * Busy blocks kept from one calendar over the window, counted while repeating events are expanded:
 * a busy clinic's three weeks are a few hundred; more is a rule gone wild (every 4 minutes, say),
 * and only the earliest are kept.
 */
export const ICS_MAX_BLOCKS = 5_000
/**
 * The expansion's time budget on the worker thread, in ms of wall-clock time (Node 20 has no
 * per-thread CPU clock; on a loaded machine wall time over-counts, never under-counts): a real
 * clinic's calendar expands in tens of milliseconds.
 */
export const ICS_EXPAND_MS = 1_000
/**
 * The whole read on the worker thread (starting it, parsing, expanding) is ended after this:
 * parsing alone is not interruptible, and a 2 MB feed of repeating rules takes seconds to parse.
 */
export const ICS_READ_TIMEOUT_MS = 10_000
/** Busy time is kept this far past the booking window, so a few unchanged (304) polls still cover it. */
const SPARE_DAYS = 7

type PollDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'resolveHost'>

/**
 * Reads the clinics' own calendars that are due, one at a time, and returns how many were read.
 * Each is leased (another process takes it over if this one dies), fetched under the webhook
 * rules (fetchIcs), parsed with node-ical with recurring events expanded from now over the clinic's
 * booking window and a week more, on a worker thread within a budget of blocks and time
 * (readIcsOffThread, expandIcs), and its busy time replaced in one statement set; due again
 * after the poll interval whether it worked or not. A failure keeps the last busy time read (a
 * calendar server down for an hour should not open every slot) and says why in plain words. A
 * calendar over its budget keeps the earliest busy time read, and says so as its error.
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
  // From now: a busy time already over blocks no slot still offered.
  const reading = await readIcsOffThread(
    {
      ics: answer.text,
      from: start,
      to: until,
      zone,
      budget: { maxBlocks: deps.config.icsMaxBlocks ?? ICS_MAX_BLOCKS, maxMs: ICS_EXPAND_MS },
    },
    deps.config.icsReadTimeoutMs ?? ICS_READ_TIMEOUT_MS,
  )
  const cut = reading.cut
  await deps.db.transaction((tx) =>
    clinicCalendarsRepo.succeeded(tx, lease, {
      now,
      next,
      etag: answer.etag,
      lastModified: answer.lastModified,
      // Over budget: covered only as far as it was read, so the next poll reads the whole feed again.
      coveredUntil: new Date(cut ? cut.readUntil : until),
      blocks: reading.blocks,
      error: cut
        ? `The calendar has too many repeating events: the first ${cut.kept} busy times were kept (up to ${new Date(cut.readUntil).toISOString().slice(0, 16).replace('T', ' ')} UTC); remove or shorten the rules that repeat every few minutes`
        : undefined,
    }),
  )
}
