import { visitsBookedSql } from './visitsBookedSql'
import type { InboxItem, LeadItem, MovedLead } from '../../src/workspace/types'
import { movedAwaySql } from './movedAwaySql'
import { VISIT_START_SQL } from './visitStartSql'
import { overdueSinceSql } from './overdueSinceSql'
import type { Scope } from './scope'
import type { Queryable } from './db'
import { exportLogPageSql, type ExportLogEntry } from './exportLogRepo'
import type { Triage as StoredTriage } from '../triage/triage'
import type { Attribution } from '../../src/schemas/attribution'

/** The extra columns a lead's page needs. */
export interface LeadRow extends LeadItem {
  data: Record<string, unknown>
  image_path: string | null
  result_text: string | null
  result_engine: string | null
  routed_clinic_id: string | null
  route_rule: string | null
  route_distance_miles: number | null
  first_contacted_at: string | null
  closed_reason: string | null
  /** The triage engine's answer stored on arrival (null for rows stored before it, and contact messages). */
  triage?: StoredTriage | null
  /** A configured model's own urgency, when it answered (the stored urgency is never below the engine's). */
  model_urgency?: string | null
  /** The owner's language: the one PetLead writes to them in. */
  lang?: 'en' | 'es'
  /** Where the lead came from: its widget (null for rows no widget sent), source and attribution ({} without one). */
  widget: string | null
  source: string
  attribution: Attribution
  /** The start of its booked visit (a booking's), when one is booked online. */
  visit_start: string | null
}

/** Filters of the inbox; `queue` (network scope only) lists the leads no partner took. */
export interface LeadFilter {
  status?: string
  kind?: string
  urgency?: string
  q?: string
  cursor?: string
  queue?: boolean
}

/** A lead as the CSV export writes it: the inbox's item plus what a spreadsheet wants beside it. */
export interface ExportRow extends LeadItem {
  zip_code: string | null
  /** What the owner wrote about the problem (the form's extra information, the wizard's treatment text, the kiosk's staff notes). */
  complaint: string | null
  /** The service asked for (service requests). */
  service: string | null
  /** The staff's notes on the lead, oldest first. */
  notes: string[]
  closed_reason: string | null
  first_contacted_at: string | null
  widget: string | null
  source: string
  attribution: Attribution
  /** The row's exact created_at as PostgreSQL prints it: the keyset of the next page (no millisecond rounding). */
  key: [string, string]
}

/** One page of an export: the date range (days in `tz`), the inbox's filters, and where the last page ended. */
export interface ExportQuery {
  filter: LeadFilter
  /** First and last day, YYYY-MM-DD, both included. */
  from: string
  to: string
  /** IANA time zone the days are counted in. */
  tz: string
  after: [string, string] | null
  limit: number
  /** The export's log row: each page adds its rows to it (the first one writes it). */
  log: ExportLogEntry
}

/** Inbox page size. */
export const PAGE_SIZE = 50

/** The lead's clinic and whether a row is a lead at all: generated columns holding leads/leadClinic.ts's and leads/isLead.ts's rules. */
const LEAD_CLINIC = 's.lead_clinic_id'
/** The network queue: the leads that belong to no clinic. */
const QUEUE = `${LEAD_CLINIC} IS NULL`

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)

function toItem(r: Record<string, unknown>): LeadItem {
  const d = (r.data ?? {}) as Record<string, unknown>
  const breeds = [d.primary_breed, d.secondary_breed, d.breed, ...(Array.isArray(d.pet_breeds) ? d.pet_breeds : [])]
    .map(str)
    .filter((b): b is string => b !== null)
  return {
    id: r.id as string,
    kind: r.kind as string,
    status: r.status as string,
    created_at: new Date(r.created_at as string).toISOString(),
    urgency: (r.urgency as string | null) ?? null,
    service: str(d.service),
    pet: { name: str(d.pet_name) ?? str(d.petName), type: str(d.pet_type), breeds: [...new Set(breeds)] },
    owner: { name: str(d.owner_name) ?? str(d.name), email: str(d.email), phone: str(d.phone_number) ?? str(d.phone) },
    clinic_id: (r.lead_clinic_id as string | null) ?? null,
    read: Boolean(r.read),
    claimed_by: r.claimed_by ? { id: r.claimed_by as string, name: (r.claimer as string | null) ?? '' } : null,
    claimed_at: r.claimed_at ? new Date(r.claimed_at as string).toISOString() : null,
    overdue_since: r.overdue_since ? new Date(r.overdue_since as string).toISOString() : null,
    // The target's minutes depend on the clinic's settings: the route fills them in (server/leads/withTargets.ts).
    target_minutes: null,
  }
}

/** The trace of a lead that moved away: only its pet, its arrival and the move, never its owner. */
function toMoved(r: Record<string, unknown>): MovedLead {
  const d = (r.data ?? {}) as Record<string, unknown>
  return {
    id: r.id as string,
    created_at: new Date(r.created_at as string).toISOString(),
    pet: { name: str(d.pet_name) ?? str(d.petName), type: str(d.pet_type) },
    moved: {
      to: (r.moved_to as string | null) ?? null,
      at: new Date(r.moved_at as string).toISOString(),
      reason: (r.moved_reason as string | null) ?? null,
    },
  }
}

/** The export's columns read from a lead's stored fields and its notes. */
function exportFields(r: Record<string, unknown>): Pick<ExportRow, 'zip_code' | 'complaint' | 'service' | 'notes'> {
  const d = (r.data ?? {}) as Record<string, unknown>
  return {
    zip_code: str(d.zip_code),
    complaint: str(d.additional_info) ?? str(d.request) ?? str(d.doctor_notes),
    service: str(d.service),
    notes: Array.isArray(r.notes) ? r.notes.map(String) : [],
  }
}

/** A lead's provenance columns as its answers carry them: the attribution always an object, so readers test keys, not null. */
function provenance(r: Record<string, unknown>): { widget: string | null; source: string; attribution: Attribution } {
  return {
    widget: (r.form as string | null) ?? null,
    source: (r.source as string | null) ?? 'direct',
    attribution: (r.attribution as Attribution | null) ?? {},
  }
}

/** Cursor of the keyset: the last item's (created_at, id), opaque to clients. */
function encodeCursor(item: InboxItem): string {
  return Buffer.from(JSON.stringify([item.created_at, item.id])).toString('base64url')
}
function decodeCursor(cursor: string): [Date, string] | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string]
    const d = new Date(at)
    if (Number.isNaN(d.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null
    return [d, id]
  } catch (err) {
    // A cursor the client altered: not JSON (SyntaxError) or not a pair (TypeError) reads as no cursor. Anything else propagates.
    if (!(err instanceof SyntaxError) && !(err instanceof TypeError)) throw err
    return null
  }
}

/** Who claimed the lead, as the inbox names them. */
const CLAIM_COLUMNS = 's.claimed_by, s.claimed_at, (SELECT coalesce(u.name, u.email) FROM users u WHERE u.id = s.claimed_by) AS claimer'

/** An open emergency: pinned at the top of the inbox until someone takes it on. */
// IS NOT DISTINCT FROM: a lead without an urgency (NULL) is not pinned, and NOT of it is true, so the list keeps it.
const PINNED = `(s.status IS NOT DISTINCT FROM 'new' AND s.urgency IS NOT DISTINCT FROM 'emergency')`
/** At most this many pinned emergencies on a first page. */
const PINNED_MAX = 100

/** The inbox's filters as SQL conditions on `s`, their values bound through `p` (the list and the CSV export share them). */
function filterConds(f: LeadFilter, p: (v: unknown) => string): string[] {
  const conds: string[] = []
  if (f.queue) conds.push(QUEUE)
  if (f.status) conds.push(`s.status = ${p(f.status)}`)
  if (f.kind) conds.push(`s.kind = ${p(f.kind)}`)
  if (f.urgency) conds.push(`s.urgency = ${p(f.urgency)}`)
  if (f.q) {
    const like = p(`%${f.q.replace(/[\\%_]/g, (m) => '\\' + m)}%`)
    const fields = ['owner_name', 'name', 'pet_name', 'petName', 'email', 'phone_number', 'phone'].map(
      (k) => `s.data->>'${k}' ILIKE ${like}`,
    )
    const digits = f.q.replace(/\D/g, '')
    if (digits.length >= 3)
      fields.push(`regexp_replace(coalesce(s.data->>'phone_number', s.data->>'phone', ''), '\\D', '', 'g') LIKE ${p(`%${digits}%`)}`)
    conds.push(`(${fields.join(' OR ')})`)
  }
  return conds
}

/**
 * The leads one scope may see. Every statement of the workspace on `submissions` goes through
 * here, with the scope's condition written into its SQL: a lead of another clinic is, to every
 * caller, a lead that does not exist.
 */
export function leadsForScope(q: Queryable, scope: Scope) {
  const params: unknown[] = []
  const p = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  // Built once per call of forScope: each method takes a fresh copy of `params` below.
  const clinic = scope.kind === 'clinic' ? p(scope.clinicId) : null
  const where = clinic ? `s.is_lead AND ${LEAD_CLINIC} = ${clinic}` : 's.is_lead'
  // A clinic's own inbox also keeps the traces of the leads that moved away from it; the network sees every lead anyway.
  const moved = clinic ? movedAwaySql(clinic) : null
  const base = [...params]
  const withParams = () => {
    const list = [...base]
    return {
      list,
      p: (v: unknown) => {
        list.push(v)
        return `$${list.length}`
      },
    }
  }

  return {
    /** A page of the inbox, newest first, by keyset (created_at, id): as fast on page 100 as on page 1. */
    async list(userId: string, f: LeadFilter, now: Date): Promise<{ items: InboxItem[]; pinned: LeadItem[]; next_cursor: string | null }> {
      const { list, p } = withParams()
      const own = [where, ...filterConds(f, p)]
      const filtered = [...own]
      // Open emergencies are pinned above the newest-first list on its first page, and the list (every page, so the keyset holds)
      // leaves out those pinned: the newest PINNED_MAX. Any older open emergency stays in the list where it falls, never hidden.
      const pin = !f.status || f.status === 'new'
      const shown = `SELECT s.id FROM submissions s WHERE ${[...filtered, PINNED].join(' AND ')} ORDER BY s.created_at DESC, s.id DESC LIMIT ${PINNED_MAX}`
      if (pin) own.push(`NOT (${PINNED} AND s.id IN (${shown}))`)
      // The trace of a lead that moved away has no status, kind, urgency or owner of this clinic's: no filter matches it.
      const traces = moved && !f.queue && !f.status && !f.kind && !f.urgency && !f.q
      const conds = [traces ? `((${own.join(' AND ')}) OR ${moved.cond})` : own.join(' AND ')]
      const after = f.cursor ? decodeCursor(f.cursor) : null
      if (after) conds.push(`(s.created_at, s.id) < (${p(after[0])}, ${p(after[1])})`)
      const reader = p(userId)
      const at = p(now)
      const select = (
        withTraces: boolean,
      ) => `SELECT s.id, s.kind, s.status, s.created_at, s.urgency, s.data, ${LEAD_CLINIC} AS lead_clinic_id, ${CLAIM_COLUMNS},
           EXISTS (SELECT 1 FROM lead_reads r WHERE r.submission_id = s.id AND r.user_id = ${reader}) AS read, ${overdueSinceSql(at)}
           ${withTraces && moved ? `, ${moved.columns} FROM submissions s ${moved.join}` : 'FROM submissions s'} WHERE`
      const rows = await q.query<Record<string, unknown>>(
        `${select(Boolean(traces))} ${conds.join(' AND ')} ORDER BY s.created_at DESC, s.id DESC LIMIT ${PAGE_SIZE + 1}`,
        list,
      )
      const items = rows.slice(0, PAGE_SIZE).map((r) => (r.moved_at ? toMoved(r) : toItem(r)))
      const pinned =
        pin && !after
          ? (
              await q.query<Record<string, unknown>>(
                `${select(false)} ${[...filtered, PINNED].join(' AND ')} ORDER BY s.created_at DESC, s.id DESC LIMIT ${PINNED_MAX}`,
                list,
              )
            ).map(toItem)
          : []
      return { items, pinned, next_cursor: rows.length > PAGE_SIZE ? encodeCursor(items[items.length - 1]!) : null }
    },

    /**
     * One page of a CSV export, newest first by the same keyset as the inbox, and, in the same
     * statement, the page's rows counted into the export's one log row: an export is recorded
     * once, never in the timeline of each lead it holds.
     */
    async exportPage(e: ExportQuery): Promise<ExportRow[]> {
      const { list, p } = withParams()
      const tz = p(e.tz)
      const conds = [
        where,
        ...filterConds(e.filter, p),
        `s.created_at >= (${p(e.from)}::date::timestamp AT TIME ZONE ${tz})`,
        `s.created_at < ((${p(e.to)}::date + 1)::timestamp AT TIME ZONE ${tz})`,
      ]
      if (e.after) conds.push(`(s.created_at, s.id) < (${p(e.after[0])}::timestamptz, ${p(e.after[1])}::uuid)`)
      const rows = await q.query<Record<string, unknown>>(
        `WITH page AS (
           SELECT s.id, s.kind, s.status, s.created_at, s.created_at::text AS key_at, s.urgency, s.data, ${LEAD_CLINIC} AS lead_clinic_id,
             s.closed_reason, s.first_contacted_at, s.form, s.source, s.attribution, false AS read,
             ARRAY(SELECT n.note FROM lead_events n WHERE n.submission_id = s.id AND n.type = 'note' AND n.note IS NOT NULL ORDER BY n.at, n.id) AS notes
           FROM submissions s WHERE ${conds.join(' AND ')} ORDER BY s.created_at DESC, s.id DESC LIMIT ${Math.max(1, Math.floor(e.limit))}
         ), logged AS (
           ${exportLogPageSql(e.log, p, '(SELECT count(*) FROM page)')}
         )
         SELECT * FROM page ORDER BY created_at DESC, id DESC`,
        list,
      )
      return rows.map((r) => ({
        ...toItem(r),
        ...exportFields(r),
        ...provenance(r),
        closed_reason: (r.closed_reason as string | null) ?? null,
        first_contacted_at: r.first_contacted_at ? new Date(r.first_contacted_at as string).toISOString() : null,
        key: [r.key_at as string, r.id as string],
      }))
    },

    /** Leads of the scope the user has not opened (the inbox's marker and page title). */
    async unread(userId: string, queue = false): Promise<number> {
      const { list, p } = withParams()
      const [r] = await q.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM submissions s WHERE ${where}${queue ? ` AND ${QUEUE}` : ''}
         AND NOT EXISTS (SELECT 1 FROM lead_reads r WHERE r.submission_id = s.id AND r.user_id = ${p(userId)})`,
        list,
      )
      return Number(r?.n ?? 0)
    },

    /** One lead of the scope, or undefined (missing and foreign alike). */
    async find(id: string, userId: string, now: Date): Promise<LeadRow | undefined> {
      const { list, p } = withParams()
      const [r] = await q.query<Record<string, unknown>>(
        `SELECT s.id, s.kind, s.status, s.created_at, s.urgency, s.data, ${LEAD_CLINIC} AS lead_clinic_id, s.image_path, s.result_text, s.result_engine,
           s.routed_clinic_id, s.route_rule, s.route_distance_miles, s.first_contacted_at, s.closed_reason, s.triage, s.model_urgency, s.lang, s.form, s.source, s.attribution,
           ${VISIT_START_SQL} AS visit_start, ${CLAIM_COLUMNS},
           EXISTS (SELECT 1 FROM lead_reads r WHERE r.submission_id = s.id AND r.user_id = ${p(userId)}) AS read, ${overdueSinceSql(p(now))}
         FROM submissions s WHERE ${where} AND s.id = ${p(id)}`,
        list,
      )
      if (!r) return undefined
      return {
        ...toItem(r),
        data: r.data as Record<string, unknown>,
        image_path: r.image_path as string | null,
        result_text: r.result_text as string | null,
        result_engine: r.result_engine as string | null,
        routed_clinic_id: r.routed_clinic_id as string | null,
        route_rule: r.route_rule as string | null,
        route_distance_miles: r.route_distance_miles === null ? null : Number(r.route_distance_miles),
        first_contacted_at: r.first_contacted_at ? new Date(r.first_contacted_at as string).toISOString() : null,
        closed_reason: r.closed_reason as string | null,
        triage: (r.triage as StoredTriage | null) ?? null,
        model_urgency: (r.model_urgency as string | null) ?? null,
        lang: r.lang === 'es' ? 'es' : 'en',
        ...provenance(r),
        visit_start: r.visit_start ? new Date(r.visit_start as string).toISOString() : null,
      }
    },

    /**
     * The trace of a lead moved away (reassigned or re-routed) from the scope's clinic, or undefined (a lead it never
     * held, or holds now). Read-only: every write still goes through the scope's own leads.
     */
    async movedAway(id: string): Promise<MovedLead | undefined> {
      if (!moved) return undefined
      const { list, p } = withParams()
      const [r] = await q.query<Record<string, unknown>>(
        `SELECT s.id, s.created_at, s.data, ${moved.columns} FROM submissions s ${moved.join}
         WHERE s.is_lead AND ${moved.cond} AND s.id = ${p(id)}`,
        list,
      )
      return r?.moved_at ? toMoved(r) : undefined
    },

    /** The lead's timeline, oldest first, with who acted. */
    async timeline(
      id: string,
    ): Promise<
      Array<{ at: string; type: string; actor: string | null; status: string | null; reason: string | null; note: string | null }>
    > {
      const { list, p } = withParams()
      const rows = await q.query<{
        at: Date
        type: string
        actor: string | null
        status: string | null
        reason: string | null
        note: string | null
      }>(
        `SELECT e.at, e.type, coalesce(u.name, u.email) AS actor, e.status, e.reason, e.note FROM lead_events e
         JOIN submissions s ON s.id = e.submission_id LEFT JOIN users u ON u.id = e.actor_user_id
         WHERE ${where} AND s.id = ${p(id)} ORDER BY e.at, e.seq`,
        list,
      )
      return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }))
    },

    /** The e-mails sent about the lead (the clinic's notifications). */
    async emails(id: string): Promise<Array<{ to: string; subject: string; status: string; sent_at: string | null }>> {
      const { list, p } = withParams()
      const rows = await q.query<{ to_addr: string; subject: string; status: string; sent_at: Date | null }>(
        `SELECT o.to_addr, o.subject, o.status, o.sent_at FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE ${where} AND s.id = ${p(id)} ORDER BY o.created_at`,
        list,
      )
      return rows.map((r) => ({
        to: r.to_addr,
        subject: r.subject,
        status: r.status,
        sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      }))
    },

    /** Marks the lead read for the user; false when the scope has no such lead. */
    async markRead(id: string, userId: string, now: Date): Promise<boolean> {
      const { list, p } = withParams()
      const rows = await q.query(
        `INSERT INTO lead_reads (user_id, submission_id, read_at) SELECT ${p(userId)}, s.id, ${p(now)} FROM submissions s WHERE ${where} AND s.id = ${p(id)}
         ON CONFLICT (user_id, submission_id) DO NOTHING RETURNING submission_id`,
        list,
      )
      return rows.length > 0
    },

    /** True when the scope holds the lead (for writes that only add to its timeline). */
    async has(id: string): Promise<boolean> {
      const { list, p } = withParams()
      return (await q.query(`SELECT 1 FROM submissions s WHERE ${where} AND s.id = ${p(id)}`, list)).length > 0
    },

    /** The photo's stored name, when the lead has one. */
    async photoName(id: string): Promise<string | null> {
      const { list, p } = withParams()
      const [r] = await q.query<{ image_path: string | null; url: string | null }>(
        `SELECT s.image_path, s.data->>'image_url' AS url FROM submissions s WHERE ${where} AND s.id = ${p(id)}`,
        list,
      )
      return r ? (r.image_path ?? r.url ?? null) : null
    },

    /** The week's figures (the last 7 days): leads, contacted, visits booked (visitsBookedSql, as Performance counts them), their rate, median speed to lead. */
    async stats(now: Date): Promise<{
      leads_this_week: number
      contacted_this_week: number
      booked_this_week: number
      booked_rate: number | null
      median_speed_to_lead_minutes: number | null
    }> {
      const { list, p } = withParams()
      const since = p(new Date(now.getTime() - 7 * 86_400_000))
      const booked = visitsBookedSql(since, scope.kind === 'clinic' ? p(scope.clinicId) : undefined)
      const [r] = await q.query<{ leads: string; contacted: string; booked: string; median: number | null }>(
        `SELECT count(*) AS leads, count(s.first_contacted_at) AS contacted, (${booked}) AS booked,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (s.first_contacted_at - s.created_at)) / 60) AS median
         FROM submissions s WHERE ${where} AND s.created_at >= ${since}`,
        list,
      )
      const leads = Number(r?.leads ?? 0),
        visits = Number(r?.booked ?? 0)
      return {
        leads_this_week: leads,
        contacted_this_week: Number(r?.contacted ?? 0),
        booked_this_week: visits,
        booked_rate: leads > 0 ? Math.round((visits / leads) * 1000) / 1000 : null,
        median_speed_to_lead_minutes: r?.median === null || r?.median === undefined ? null : Math.round(Number(r.median) * 10) / 10,
      }
    },
  }
}
