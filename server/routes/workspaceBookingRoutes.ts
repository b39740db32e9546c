import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { workspaceMoveSchema } from '../../src/schemas/bookingRequests'
import { midnightOf, todayIn } from '../booking/availability'
import { bookingItem } from '../booking/bookingItem'
import { calendarFeedUrl } from '../booking/calendarFeed'
import { cancelVisit, moveVisit } from '../booking/changeVisit'
import { bookingsForClinic } from '../db/bookingsRepo'
import { findPartner } from '../db/clinicsRepo'
import type { Deps } from '../deps'
import { hoursOf } from '../hours/hoursOf'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { calendarDay } from '../http/calendarDay'
import { HttpError, ok } from '../http/respond'
import { validate } from '../http/validate'

const NOT_FOUND = () => new HttpError(404, { _: 'Not found' })

/** The session's own clinic: its bookings are the only ones a user reaches (the network team has no calendar). */
function ownClinic(c: Context<AppEnv>): string {
  const u = c.var.user!
  if (!u.clinicId) throw new HttpError(403, { _: 'The calendar belongs to a clinic' })
  return u.clinicId
}

/**
 * The clinic's Calendar (mounted behind the workspace's session and Origin checks): its visits
 * by day, cancel and move with the owner e-mailed, and the private .ics feed's address. Every
 * query names the session's clinic, so another clinic's booking is a 404 like an unknown id.
 */
export function workspaceBookingRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/workspace/bookings', async (c) => {
    const clinicId = ownClinic(c)
    const p = await findPartner(deps.db, clinicId)
    if (!p) throw NOT_FOUND()
    const zone = hoursOf(p).timeZone
    const from = calendarDay(c.req.query('from') ?? todayIn(zone, deps.clock.now()), 'from')
    const days = Number(c.req.query('days') ?? '7')
    if (!Number.isInteger(days) || days < 1 || days > 62) throw new HttpError(400, { days: 'Must be a whole number from 1 to 62' })
    const rows = await bookingsForClinic(deps.db, clinicId).list(new Date(midnightOf(from, zone)), new Date(midnightOf(from, zone, days)))
    return ok(c, { time_zone: zone, items: rows.map((b) => bookingItem(b, zone)) })
  })

  app.post('/workspace/bookings/:id/cancel', async (c) => {
    const clinicId = ownClinic(c)
    const id = c.req.param('id')
    if (!v.is(v.pipe(v.string(), v.uuid()), id)) throw NOT_FOUND()
    const item = await deps.db.transaction(async (tx) => {
      const b = await bookingsForClinic(tx, clinicId).lock(id)
      if (!b) throw NOT_FOUND()
      const p = (await findPartner(tx, clinicId))!
      return bookingItem(await cancelVisit(tx, deps, b), hoursOf(p).timeZone)
    })
    deps.wake()
    return ok(c, item)
  })

  app.post('/workspace/bookings/:id/move', async (c) => {
    const clinicId = ownClinic(c)
    const id = c.req.param('id')
    if (!v.is(v.pipe(v.string(), v.uuid()), id)) throw NOT_FOUND()
    const { start } = validate(workspaceMoveSchema, await readJson(c, BODY_LIMITS.json))
    const item = await deps.db.transaction(async (tx) => {
      const b = await bookingsForClinic(tx, clinicId).lock(id)
      if (!b) throw NOT_FOUND()
      const p = (await findPartner(tx, clinicId))!
      return bookingItem(await moveVisit(tx, deps, b, start), hoursOf(p).timeZone)
    })
    deps.wake()
    return ok(c, item)
  })

  const feed = (rotate: boolean) => async (c: Context<AppEnv>) => {
    const clinicId = ownClinic(c)
    if (rotate && c.var.user!.role !== 'owner') throw new HttpError(403, { _: "Only the clinic's owners replace the calendar address" })
    const url = await deps.db.transaction((tx) =>
      calendarFeedUrl(tx, {
        serverSecret: deps.config.secret,
        clinicId,
        base: deps.config.publicUrl + deps.config.apiBase,
        now: deps.clock.now(),
        rotate,
      }),
    )
    c.header('cache-control', 'no-store')
    return ok(c, { url })
  }
  app.get('/workspace/calendar-feed', feed(false))
  app.post('/workspace/calendar-feed/rotate', feed(true))
  return app
}
