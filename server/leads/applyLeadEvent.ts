import { alertStaff } from '../alerts/alertStaff'
import type { ClinicContact } from '../clinicDirectory'
import type { Match } from '../clinics/partnersInRange'
import { claimChecksRepo } from '../db/claimChecksRepo'
import { findPartner } from '../db/clinicsRepo'
import type { Queryable } from '../db/db'
import { leadLifeRepo, type LeadLifeRow, type LeadLifeWrite } from '../db/leadLifeRepo'
import type { Partner } from '../db/Partner'
import { submissionsRepo } from '../db/submissionsRepo'
import { notifyLead } from '../db/leadEventsRepo'
import { notifyWork } from '../db/workChannel'
import { enqueueMail } from '../mail/enqueueMail'
import { reroutedMail } from '../mail/reroutedMail'
import type { SmsBudget } from '../sms/smsBudget'
import type { Lang } from '../text/lang'
import type { ClaimDefaults } from './claimDefaults'
import { dueChecks, lifePolicy } from './claimDueTimes'
import {
  MOVE_REASONS,
  originOf,
  transition,
  type LeadFacts,
  type LeadStatus,
  type LifeEffect,
  type LifeEvent,
  type LifeOutcome,
} from './leadLife'
import { notifyClinic } from './notifyClinic'
import { recordLeadEvent } from './recordLeadEvent'

/** What applying an event needs besides the lead: the time, the links, the defaults, and who pays for texts. */
export interface LifeContext {
  now: Date
  publicUrl: string
  defaults: ClaimDefaults
  /** The budget staff texts are paid from; absent: alerts queue no texts. */
  texts?: SmsBudget
  /**
   * The partner and its contact a `move` hands the lead to (re-routing's choice, or the network
   * team's), looked up before the transaction: an embedded database has one connection, which the
   * transaction holds.
   */
  next?: { match: Match; contact: ClinicContact }
}

/** The facts the life decides on, from the locked row. */
export function factsOf(row: LeadLifeRow): LeadFacts {
  return {
    status: row.status as LeadStatus,
    clinicId: row.lead_clinic_id,
    origin: originOf(row.clinic_id),
    urgency: row.urgency,
    claimedBy: row.claimed_by,
    visitStart: row.visit_start ? new Date(row.visit_start).getTime() : null,
  }
}

/**
 * Applies one event to a lead in the caller's transaction: locks its row, asks the lead's life
 * (leadLife.ts) what follows, writes what changed and carries out the effects (timeline, alerts,
 * checks, the move to another clinic, the owner's e-mail), all committed together or not at all.
 * Null when there is no such lead. Scope (may this user touch this lead?) is the caller's to check first.
 */
export async function applyLeadEvent(
  tx: Queryable,
  leadId: string,
  event: LifeEvent,
  ctx: LifeContext,
): Promise<{ outcome: LifeOutcome; lead: LeadFacts } | null> {
  const row = await leadLifeRepo.lock(tx, leadId)
  if (!row) return null
  const before = factsOf(row)
  const moving = event.type === 'reassigned'
  // The clinic whose rules apply: where the lead is, or where it is going.
  const partner = moving ? (ctx.next?.match.partner ?? (await findPartner(tx, event.clinicId))) : await partnerOf(tx, row.lead_clinic_id)
  const step = transition(before, event, ctx.now.getTime(), lifePolicy(partner, ctx.defaults))
  await leadLifeRepo.write(tx, leadId, changes(before, step.lead, event), ctx.now)
  const done: Carried = {}
  for (const effect of step.effects) if (effect.kind !== 'schedule') await carryOut(tx, row, step.lead, partner, effect, ctx, done)
  await schedule(tx, leadId, step.lead, partner, step.effects, ctx.now)
  return { outcome: step.outcome, lead: step.lead }
}

/**
 * A new lead's life starts: its checks are queued at its clinic. The lead was inserted in this
 * transaction, so its facts are known and nothing is read again (this runs for every lead).
 */
export async function startLeadLife(
  tx: Queryable,
  leadId: string,
  lead: LeadFacts,
  partner: Partner | undefined,
  defaults: ClaimDefaults,
  now: Date,
): Promise<void> {
  const step = transition(lead, { type: 'submitted' }, now.getTime(), lifePolicy(partner, defaults))
  await schedule(tx, leadId, step.lead, partner, step.effects, now)
}

/** Queues the checks among `effects` at the lead's clinic, in its open time, in one statement. */
async function schedule(tx: Queryable, leadId: string, lead: LeadFacts, partner: Partner | undefined, effects: LifeEffect[], now: Date) {
  if (!partner || !lead.clinicId) return
  const steps = dueChecks(partner, effects, now.getTime())
  if (steps.length === 0) return
  await claimChecksRepo.schedule(tx, { submissionId: leadId, clinicId: lead.clinicId, now, steps })
  await notifyWork(tx, 'claims')
}

const partnerOf = async (tx: Queryable, id: string | null) => (id ? await findPartner(tx, id) : undefined)

/** The columns to write: only what the transition changed. */
function changes(before: LeadFacts, after: LeadFacts, event: LifeEvent): LeadLifeWrite {
  const w: LeadLifeWrite = {}
  if (after.status !== before.status || (event.type === 'status' && event.status === 'closed')) {
    w.status = after.status
    w.closedReason = event.type === 'status' ? event.reason : null
    // Only a person's status change is a contact; a visit the owner booked online is not.
    w.contacted = event.type === 'status' && (after.status === 'contacted' || after.status === 'booked')
  }
  if (after.claimedBy !== before.claimedBy) w.claimedBy = after.claimedBy
  if (event.type === 'reassigned' && after.clinicId)
    w.route = { clinicId: after.clinicId, rule: event.rerouted ? 'rerouted' : 'reassigned', miles: event.miles }
  return w
}

/** What one effect leaves for the next: who an alert e-mailed, for the 'escalated' entry that follows it. */
interface Carried {
  emailed?: string
}

async function carryOut(
  tx: Queryable,
  row: LeadLifeRow,
  lead: LeadFacts,
  partner: Partner | undefined,
  e: LifeEffect,
  ctx: LifeContext,
  done: Carried,
): Promise<void> {
  const { now, publicUrl } = ctx
  switch (e.kind) {
    case 'timeline': {
      const base = { submissionId: row.id, at: now, actorUserId: e.actorUserId ?? null, reason: e.reason ?? null }
      if (e.type === 'escalated') return void (await recordLeadEvent(tx, { ...base, type: 'escalated', note: done.emailed ?? null }))
      if (e.type === 'rerouted') {
        const to = ctx.next?.match.partner.name ?? e.note
        const from = partner?.name ?? row.lead_clinic_id
        await recordLeadEvent(tx, {
          ...base,
          type: 'rerouted',
          reason: e.reason ? MOVE_REASONS.at(e.reason, from) : null,
          note: `${from} → ${to}`,
          publicUrl,
        })
        return
      }
      await recordLeadEvent(tx, { ...base, type: e.type, status: e.status ?? null, note: e.note ?? null, publicUrl })
      return
    }
    case 'schedule':
      return
    case 'alert': {
      const alerted = await alertStaff(tx, {
        leadId: row.id,
        clinicId: lead.clinicId,
        urgency: lead.urgency,
        reason: 'unclaimed',
        now,
        publicUrl,
        emailEveryone: { why: e.why, data: row.data },
        texts: ctx.texts,
        lead: { data: row.data, triage: row.triage },
        everyChannel: e.owners,
      })
      done.emailed = alerted.emailed.join(', ')
      return
    }
    case 'hand_on': {
      const next = ctx.next
      if (!next || next.match.partner.id !== e.to) return
      const reason = MOVE_REASONS.at(e.reason, partner?.name ?? row.lead_clinic_id)
      await applyLeadEvent(
        tx,
        row.id,
        { type: 'reassigned', clinicId: e.to, userId: null, rerouted: true, miles: Math.round(next.match.miles * 10) / 10, reason },
        ctx,
      )
      return
    }
    case 'move': {
      await leadLifeRepo.recordMove(tx, { submissionId: row.id, from: e.from, to: e.to, at: now, reason: e.reason, by: e.by, kind: e.how })
      // The clinic it leaves hears it go: an inbox or a lead page open there turns into the move's trace.
      if (e.from) await notifyLead(tx, { clinic_id: e.from, id: row.id, type: 'updated' })
      return
    }
    case 'notify': {
      const contact = ctx.next?.contact
      if (!contact) return
      const sub = (await submissionsRepo.find(tx, row.id))!
      if (
        await notifyClinic(
          tx,
          { id: sub.id, kind: sub.kind, data: sub.data, lang: sub.lang, result: sub.result_text, triage: sub.triage, publicUrl },
          contact,
          now,
        )
      )
        await recordLeadEvent(tx, { submissionId: row.id, type: 'emailed', at: now, note: contact.leadEmail })
      return
    }
    case 'tell_owner': {
      const to = ctx.next?.match.partner
      const email = typeof row.data.email === 'string' ? row.data.email : ''
      if (!to || !email) return
      const petName = String(row.data.pet_name ?? row.data.petName ?? '')
      await enqueueMail(tx, now, reroutedMail({ to: email, petName, clinicName: to.name, phone: to.phone, lang: row.lang as Lang }))
      return
    }
  }
}
