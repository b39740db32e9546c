import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { confirmBookingSchema, holdRequestSchema, manageRequestSchema, moveRequestSchema } from '../../src/schemas/bookingRequests'
import { SERVICES, type Service } from '../../src/schemas/services'
import { visitTime } from '../../src/text/visitTime'
import { parseClinicId } from '../../src/schemas/clinicId'
import { appointmentFor, clinicSlots, todayIn } from '../booking/availability'
import { ownerAppointmentName } from '../booking/ownerAppointmentName'
import { activePartner } from '../clinics/activePartner'
import { cancelVisit, moveVisit, visitView } from '../booking/changeVisit'
import { confirmBooking } from '../booking/confirmBooking'
import { holdSeat } from '../booking/holdSeat'
import { spendProof } from '../captcha/captcha'
import { bookingIcs } from '../booking/bookingIcs'
import { addressOf } from '../booking/bookingMail'
import { feedClinic } from '../booking/calendarFeed'
import { isoWithOffset } from '../booking/isoWithOffset'
import { moveOptions } from '../booking/moveOptions'
import { isSignedToken, manageHash } from '../booking/manageToken'
import { bookingsForClinic, bookingsRepo } from '../db/bookingsRepo'
import { findPartner } from '../db/clinicsRepo'
import type { Deps } from '../deps'
import { hoursOf } from '../hours/hoursOf'
import type { AppEnv } from '../http/appEnv'
import { callerKey } from '../http/callerKey'
import { clientIp } from '../http/clientIp'
import { enforceLimit } from '../http/enforceLimit'
import { ipLimitKey } from '../http/ipLimitKey'
import { rateLimiter } from '../http/rateLimiter'
import { BODY_LIMITS } from '../http/limits'
import { okCached } from '../http/okCached'
import { ownerLang } from '../http/ownerLang'
import { readJson } from '../http/readBody'
import { fail, HttpError, ok } from '../http/respond'
import { validate } from '../http/validate'
import { registerCall } from '../openapi/declareCall'
import { bookingCalls } from './bookingCalls'
import { ownerMailBudget, type OwnerMailPayer } from '../mail/ownerMailBudget'

const DAY = 86_400_000
const BAD_LINK = { _: 'This link is not valid any more' }
const MAX_DAYS = 14
/**
 * How far from the clinic's today a slot list may start: a month back (a page whose device clock is
 * off, or left open for days: the past days simply have no slot) to a year ahead. Outside it there is nothing to book, and dates like 9999-12-31 would
 * overflow the date arithmetic below into a 500.
 */
const FROM_WINDOW_DAYS = { back: 31, ahead: 366 }
const DAY_MS = 86_400_000

/**
 * Booking from a widget (bookingCalls): the free slots of a clinic, a 10-minute hold, its
 * confirmation, and the calls of the e-mailed link (whose token the page reads from its fragment).
 */
export function bookingRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  // Every e-mail these calls send goes to an address the caller typed: each is paid from the owner mail budget.
  const ownerMail = ownerMailBudget(deps)
  const payerOf = (c: Context<AppEnv>): OwnerMailPayer => ({ budget: ownerMail, caller: callerKey(c, deps.config.trustProxy) })

  registerCall(app, bookingCalls.slots, async (c) => {
    const p = await activePartner(deps.db, parseClinicId(c.req.param('id')))
    const service = c.req.query('service') ?? ''
    if (!(SERVICES as readonly string[]).includes(service)) return fail(c, 422, { service: 'Not a service of the spec' })
    const type = appointmentFor(p, service as Service)
    if (!type) return fail(c, 422, { service: 'This clinic does not take bookings for this service' })
    const now = deps.clock.now()
    const zone = hoursOf(p).timeZone
    const from = c.req.query('from') ?? todayIn(zone, now)
    if (!v.is(v.pipe(v.string(), v.isoDate()), from)) return fail(c, 422, { from: 'Must be a date YYYY-MM-DD' })
    const offsetDays = (Date.parse(from) - Date.parse(todayIn(zone, now))) / DAY_MS
    if (!(offsetDays >= -FROM_WINDOW_DAYS.back && offsetDays <= FROM_WINDOW_DAYS.ahead))
      return fail(c, 422, { from: `Must be a date from ${FROM_WINDOW_DAYS.back} days back to ${FROM_WINDOW_DAYS.ahead} days ahead` })
    const daysRaw = c.req.query('days') ?? '7'
    const days = /^\d{1,2}$/.test(daysRaw) ? Number(daysRaw) : NaN
    if (!(days >= 1 && days <= MAX_DAYS)) return fail(c, 422, { days: `Must be a whole number from 1 to ${MAX_DAYS}` })
    const free = await clinicSlots(deps.db, p, type, from, days, now)
    // The appointment's name follows the owner's language, so a cache keeps one answer per language.
    c.header('vary', 'Accept-Language', { append: true })
    // A minute: a slot another owner takes disappears from a waiting page within that; the hold's 409 settles the rest.
    return okCached(
      c,
      {
        clinic_id: p.id,
        time_zone: zone,
        service,
        appointment: {
          name: ownerAppointmentName(type.name, service, ownerLang(c)),
          duration_minutes: type.durationMinutes,
          price: type.price ?? null,
        },
        slots: free.map((s) => ({ start: isoWithOffset(s.start, zone), end: isoWithOffset(s.end, zone) })),
      },
      60,
    )
  })

  registerCall(app, bookingCalls.hold, async (c) => {
    const req = validate(holdRequestSchema, await readJson(c, BODY_LIMITS.json))
    return ok(c, await holdSeat(deps, req, callerKey(c, deps.config.trustProxy), (tx) => spendProof(deps, tx, c)), 201)
  })

  registerCall(app, bookingCalls.confirm, async (c) => {
    const req = validate(confirmBookingSchema, await readJson(c, BODY_LIMITS.json))
    const content = await confirmBooking(deps, req, ownerLang(c), payerOf(c))
    deps.wake()
    return ok(c, content, 201)
  })

  /** The visit of a link token, locked in `tx`; a forged token is refused before any query, a spent one finds nothing. */
  const byToken = async (tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], token: string) => {
    if (!isSignedToken(deps.config.secret, token)) throw new HttpError(404, BAD_LINK)
    const b = await bookingsRepo.lockByManageHash(tx, manageHash(deps.config.secret, token))
    if (!b) throw new HttpError(404, BAD_LINK)
    const p = (await findPartner(tx, b.clinic_id))!
    return { b, p }
  }

  registerCall(app, bookingCalls.manage, async (c) => {
    const { token } = validate(manageRequestSchema, await readJson(c, BODY_LIMITS.json))
    const { b, p } = await deps.db.transaction((tx) => byToken(tx, token))
    return ok(c, { ...visitView(b, p), move_to: await moveOptions(deps.db, b, p, deps.clock.now()) })
  })

  registerCall(app, bookingCalls.cancel, async (c) => {
    const { token } = validate(manageRequestSchema, await readJson(c, BODY_LIMITS.json))
    const view = await deps.db.transaction(async (tx) => {
      const { b, p } = await byToken(tx, token)
      return visitView(await cancelVisit(tx, { ...deps, payer: payerOf(c) }, b), p)
    })
    deps.wake()
    return ok(c, view)
  })

  registerCall(app, bookingCalls.move, async (c) => {
    const { token, start } = validate(moveRequestSchema, await readJson(c, BODY_LIMITS.json))
    const view = await deps.db.transaction(async (tx) => {
      const { b, p } = await byToken(tx, token)
      const moved = await moveVisit(tx, { ...deps, payer: payerOf(c) }, b, start)
      // The page that moved it keeps managing it: the new link's token and the times it may move to now.
      return { ...visitView(moved, p), manage_token: moved.manageToken, move_to: await moveOptions(tx, moved, p, deps.clock.now()) }
    })
    deps.wake()
    return ok(c, view)
  })
  // The private feed: a public GET by secret, limited per client address like every public call.
  const feedLimit = rateLimiter({ db: deps.db, name: 'calendarFeed', limit: 120, windowMs: 3600_000, clock: deps.clock })
  registerCall(app, bookingCalls.feed, async (c) => {
    const m = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(c.req.param('feed'))
    if (!m) return fail(c, 404, { _: 'Not found' })
    await enforceLimit(feedLimit, ipLimitKey(clientIp(c, deps.config.trustProxy)))
    const clinicId = await feedClinic(deps.db, deps.config.secret, m[1]!)
    const p = clinicId ? await findPartner(deps.db, clinicId) : undefined
    if (!p) return fail(c, 404, { _: 'Not found' })
    const now = deps.clock.now()
    const rows = await bookingsForClinic(deps.db, p.id).list(
      new Date(now.getTime() - 30 * DAY),
      new Date(now.getTime() + ((p.booking?.windowDays ?? 14) + 1) * DAY),
    )
    const zone = hoursOf(p).timeZone
    const ics = bookingIcs(
      p.name,
      rows
        .filter((b) => b.status === 'booked')
        .map((b) => ({
          id: b.id,
          start: b.start_at,
          end: b.end_at,
          timeZone: zone,
          summary: `${b.appointment_name}: ${b.pet_name ?? ''} (${b.owner_name ?? ''})`,
          // The visit's time as the e-mails write it, for a staff calendar set to another zone.
          description: [visitTime(b.start_at, zone, 'en', true, ''), b.owner_name, b.email, b.phone].filter(Boolean).join('\n'),
          location: `${p.name}, ${addressOf(p)}`,
        })),
      now,
    )
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    })
  })
  return app
}
