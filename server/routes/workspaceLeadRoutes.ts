import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { findPartner } from '../db/clinicsRepo'
import { activeOrNone } from '../db/activeOrNone'
import type { Queryable } from '../db/db'
import { leadsForScope, type LeadRow } from '../db/leadsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { claimDefaults } from '../leads/claimDefaults'
import { claimLead } from '../leads/claimLead'
import { applyLeadEvent } from '../leads/applyLeadEvent'
import { LEAD_STATUSES, type SetStatus } from '../leads/leadLife'
import { recordLeadEvent } from '../leads/recordLeadEvent'
import { withTargets } from '../leads/withTargets'
import { inboxFilter } from './inboxFilter'
import { leadPhoto, leadPhotoNames, withoutPhotoFields } from '../workspace/leadPhotos'
import { isUuid } from './isUuid'
import type { leadHub } from '../workspace/leadHub'
import { scopeOf, type WorkspaceUser } from '../db/scope'
import { sessionAlive } from '../workspace/session'
import { EVENT_STREAM, watchSession } from '../workspace/sessionStreams'
import { leadFindings } from '../workspace/leadFindings'
import { splitStoredColumns } from '../workspace/splitStoredColumns'

/** The statuses a PATCH sets; `visited` has its own call (POST .../visited), which checks the visit. */
const STATUSES: readonly string[] = LEAD_STATUSES
const NOT_FOUND = () => new HttpError(404, { _: 'Not found' })

/** The trace of a lead that moved away from the scope's clinic; anything else is the 404 of an unknown id. */
async function movedOr404(leads: ReturnType<typeof leadsForScope>, id: string) {
  const moved = await leads.movedAway(id)
  if (!moved) throw NOT_FOUND()
  return moved
}

/**
 * The inbox: leads of the session's scope (list, page, photo, workflow), the week's figures and
 * the live event stream. Every lead query goes through leadsForScope(scopeOf(user)): a lead of
 * another clinic answers 404 exactly like an id that does not exist.
 */
export function workspaceLeadRoutes(deps: Deps, hub: ReturnType<typeof leadHub>): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const api = deps.config.publicUrl.replace(/\/+$/, '') + deps.config.apiBase

  const defaults = claimDefaults(deps.config)

  async function detail(q: Queryable, user: WorkspaceUser, found: LeadRow) {
    const leads = leadsForScope(q, scopeOf(user))
    const [lead] = await withTargets(q, [found], defaults)
    const {
      image_path,
      data,
      rest: { first_contacted_at, closed_reason, ...item },
    } = splitStoredColumns(lead)
    // The photos only through the authorised routes below; their stored public URLs stay out.
    const fields = withoutPhotoFields(data)
    const photos = leadPhotoNames(image_path, data)
    const findings = leadFindings(lead)
    // The clinic named as its staff know it (its id is a wire name), inactive or not: the lead is still there.
    const clinic = lead.clinic_id ? await findPartner(q, lead.clinic_id) : undefined
    return {
      ...item,
      status: lead.status,
      closed_reason,
      data: fields,
      photo_url: photos.photo ? `${api}/workspace/leads/${lead.id}/photo` : null,
      quote_photo_url: photos.quote ? `${api}/workspace/leads/${lead.id}/quote_photo` : null,
      ...findings,
      routing: { ...findings.routing, clinic_name: clinic?.name ?? null },
      emails: await leads.emails(lead.id),
      timeline: await leads.timeline(lead.id),
      speed_to_lead_minutes: first_contacted_at
        ? Math.round((new Date(first_contacted_at).getTime() - new Date(lead.created_at).getTime()) / 6_000) / 10
        : null,
    }
  }

  app.get('/workspace/leads', async (c) => {
    const user = c.var.user!
    const filter = inboxFilter(c)
    const leads = leadsForScope(deps.db, scopeOf(user))
    const page = await leads.list(user.id, filter, deps.clock.now())
    return ok(c, {
      items: await withTargets(deps.db, page.items, defaults),
      pinned: await withTargets(deps.db, page.pinned, defaults),
      next_cursor: page.next_cursor,
      unread: await leads.unread(user.id, filter.queue),
    })
  })

  app.get('/workspace/leads/:id', async (c) => {
    const user = c.var.user!
    const id = c.req.param('id')
    if (!isUuid(id)) throw NOT_FOUND()
    const leads = leadsForScope(deps.db, scopeOf(user))
    const now = deps.clock.now()
    // A lead moved away (reassigned or re-routed) from the user's clinic reads as its trace (where it went, when, why); every write to it stays a 404.
    if (!(await leads.markRead(id, user.id, now)) && !(await leads.has(id))) return ok(c, await movedOr404(leads, id))
    const lead = await leads.find(id, user.id, now)
    if (!lead) return ok(c, await movedOr404(leads, id))
    return ok(c, await detail(deps.db, user, lead))
  })

  // A lead's photos, to a user whose scope holds the lead; anything else is the 404 of an unknown id.
  for (const [path, kind] of [
    ['photo', 'photo'],
    ['quote_photo', 'quote'],
  ] as const) {
    app.get(`/workspace/leads/:id/${path}`, async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw NOT_FOUND()
      if (!(await leadsForScope(deps.db, scopeOf(c.var.user!)).has(id))) throw NOT_FOUND()
      const photo = await leadPhoto(deps.db, deps.photos, id, kind)
      if (!photo) throw NOT_FOUND()
      return c.body(new Uint8Array(photo.bytes), 200, {
        'content-type': photo.contentType,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; sandbox",
      })
    })
  }

  app.patch('/workspace/leads/:id', async (c) => {
    const user = c.var.user!
    const id = c.req.param('id')
    if (!isUuid(id)) throw NOT_FOUND()
    const body = (await readJson(c, BODY_LIMITS.json)) as Record<string, unknown>
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, { _: 'Expected an object' })
    const { status, reason, note, clinic_id: clinicId } = body
    const errors: Record<string, string> = {}
    if (status !== undefined && (typeof status !== 'string' || !STATUSES.includes(status))) errors.status = `One of ${STATUSES.join(', ')}`
    if (reason !== undefined && reason !== null && (typeof reason !== 'string' || reason.length > 500))
      errors.reason = 'At most 500 characters'
    if (status === 'closed' && (typeof reason !== 'string' || reason.trim() === '')) errors.reason = 'Say why the lead is closed'
    if (note !== undefined && (typeof note !== 'string' || note.trim() === '' || note.length > 2000))
      errors.note = 'A note of 1 to 2000 characters'
    if (clinicId !== undefined && typeof clinicId !== 'string') errors.clinic_id = 'A clinic id'
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors)
    // Found (or not) in the caller's scope first: another clinic's lead is a 404 before any other answer.
    if (!(await leadsForScope(deps.db, scopeOf(user)).has(id))) throw NOT_FOUND()
    let partner: Awaited<ReturnType<typeof findPartner>>
    let contact: Awaited<ReturnType<Deps['clinics']['lookup']>> | undefined
    if (typeof clinicId === 'string') {
      if (user.role !== 'network') throw new HttpError(403, { _: 'Only the network team reassigns leads' })
      partner = activeOrNone(await findPartner(deps.db, clinicId))
      if (!partner) throw new HttpError(400, { clinic_id: 'No such clinic' })
      // Looked up outside the transaction: the embedded database has one connection.
      contact = await deps.clinics.lookup(partner.id)
    }
    const now = deps.clock.now()
    const found = await deps.db.transaction(async (tx) => {
      const leads = leadsForScope(tx, scopeOf(user))
      if (!(await leads.has(id))) return false
      const publicUrl = deps.config.publicUrl
      const life = { now, publicUrl, defaults }
      if (typeof status === 'string')
        await applyLeadEvent(
          tx,
          id,
          { type: 'status', status: status as SetStatus, userId: user.id, reason: status === 'closed' ? String(reason).trim() : null },
          life,
        )
      if (typeof note === 'string')
        await recordLeadEvent(tx, { submissionId: id, type: 'note', at: now, actorUserId: user.id, note: note.trim() })
      if (partner && contact) {
        const moved = await applyLeadEvent(
          tx,
          id,
          { type: 'reassigned', clinicId: partner.id, userId: user.id, rerouted: false, miles: null },
          { ...life, next: { match: { partner, miles: 0 }, contact } },
        )
        // Thrown inside the transaction: a status or note sent with it is not kept either.
        if (moved?.outcome === 'visit booked')
          throw new HttpError(409, { clinic_id: 'This lead has a visit booked at its clinic: the owner moves or cancels it first' })
      }
      return true
    })
    if (!found) throw NOT_FOUND()
    deps.wake()
    const lead = await leadsForScope(deps.db, scopeOf(user)).find(id, user.id, deps.clock.now())
    if (!lead) throw NOT_FOUND()
    return ok(c, await detail(deps.db, user, lead))
  })

  // "I'll call": the lead is the caller's unless someone has it already (409, naming them). Another
  // clinic's lead is the 404 of an unknown id.
  app.post('/workspace/leads/:id/claim', async (c) => {
    const user = c.var.user!
    const id = c.req.param('id')
    if (!isUuid(id)) throw NOT_FOUND()
    const now = deps.clock.now()
    const outcome = await deps.db.transaction((tx) =>
      claimLead(tx, scopeOf(user), { leadId: id, userId: user.id, now, publicUrl: deps.config.publicUrl }),
    )
    if (outcome === 'missing') throw NOT_FOUND()
    const lead = await leadsForScope(deps.db, scopeOf(user)).find(id, user.id, deps.clock.now())
    if (!lead) throw NOT_FOUND()
    if (outcome === 'taken' && lead.claimed_by?.id !== user.id)
      throw new HttpError(409, { _: `${lead.claimed_by?.name ?? 'Someone'} has it already` })
    deps.wake()
    return ok(c, await detail(deps.db, user, lead))
  })

  // "Mark visited": the owner came to the booked visit. Only the lead's own clinic's staff (another
  // clinic's lead is the 404 of an unknown id; the network team, which saw nobody come, 403), only a
  // booked lead, only once its visit has started (409 otherwise, saying why).
  app.post('/workspace/leads/:id/visited', async (c) => {
    const user = c.var.user!
    const id = c.req.param('id')
    if (!isUuid(id)) throw NOT_FOUND()
    if (!(await leadsForScope(deps.db, scopeOf(user)).has(id))) throw NOT_FOUND()
    if (user.role === 'network') throw new HttpError(403, { _: "Only the lead's clinic marks its visit" })
    const now = deps.clock.now()
    const done = await deps.db.transaction(async (tx) =>
      (await leadsForScope(tx, scopeOf(user)).has(id))
        ? applyLeadEvent(
            tx,
            id,
            { type: 'visit_attended', userId: user.id, clinicId: user.clinicId },
            { now, publicUrl: deps.config.publicUrl, defaults },
          )
        : null,
    )
    if (!done || done.outcome === 'not its clinic') throw NOT_FOUND()
    if (done.outcome === 'not booked') throw new HttpError(409, { status: 'Only a booked visit can be marked visited' })
    if (done.outcome === 'visit to come') throw new HttpError(409, { status: 'The visit has not started yet' })
    deps.wake()
    const lead = await leadsForScope(deps.db, scopeOf(user)).find(id, user.id, deps.clock.now())
    if (!lead) throw NOT_FOUND()
    return ok(c, await detail(deps.db, user, lead))
  })

  app.get('/workspace/stats', async (c) => ok(c, await leadsForScope(deps.db, scopeOf(c.var.user!)).stats(deps.clock.now())))

  app.get('/workspace/events', (c) => {
    const user = c.var.user!
    const idHash = c.var.sessionHash!
    c.header('cache-control', 'no-store')
    c.header('x-accel-buffering', 'no')
    return streamSSE(c, async (stream) => {
      let wakeUp: (() => void) | undefined
      const visible = (clinicId: string | null) => user.role === 'network' || (clinicId !== null && clinicId === user.clinicId)
      // The stream ends with its session: at once when it ends in this process, else at the next heartbeat.
      let ended = false
      const unsubscribe = await hub.subscribe((notice) => {
        if (stream.aborted || stream.closed || ended) return
        // null: the listener reconnected and notices may be lost; the client refetches.
        if (notice === null) void stream.writeSSE({ event: 'resync', data: '{}' }).catch(() => {})
        else if (visible(notice.clinic_id))
          void stream.writeSSE({ event: notice.kind ?? 'lead', data: JSON.stringify({ id: notice.id, type: notice.type }) }).catch(() => {})
      })
      const unwatch = watchSession(idHash, user.id, () => {
        ended = true
        wakeUp?.()
      })
      stream.onAbort(() => {
        void unsubscribe()
        wakeUp?.()
      })
      // "ready" only now that LISTEN is in place: the browser shows "live" and refetches on it, so a
      // lead committed between the page's first fetch and this point is not missed.
      await stream.write('event: ready\ndata: connected\nretry: 2000\n\n')
      while (!stream.aborted && !stream.closed && !ended) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, EVENT_STREAM.heartbeatMs)
          wakeUp = () => {
            clearTimeout(t)
            resolve()
          }
        })
        if (stream.aborted || stream.closed || ended || !(await sessionAlive(deps, idHash))) break
        await stream.write(': heartbeat\n\n').catch(() => {})
      }
      unwatch()
      await unsubscribe()
    })
  })
  return app
}
