import { alertStaff, staffToAlert } from '../alerts/alertStaff'
import { routeSubmission, type RoutedSubmission } from '../clinics/routeSubmission'
import type { ClinicContact, ClinicDirectory } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import { activeOrNone } from '../db/activeOrNone'
import { findPartner } from '../db/clinicsRepo'
import { submissionsRepo, type SubmissionKind } from '../db/submissionsRepo'
import { uploadsRepo } from '../db/uploadsRepo'
import { enqueueJob } from '../jobs/enqueueJob'
import { CLAIM_DEFAULTS, type ClaimDefaults } from '../leads/claimDefaults'
import { acknowledgeLead } from '../leads/acknowledgeLead'
import { isLead } from '../leads/isLead'
import { leadClinicOf } from '../leads/leadClinic'
import { leadProvenance } from '../leads/leadProvenance'
import type { Triage } from '../triage/triage'
import { startLeadLife } from '../leads/applyLeadEvent'
import { originOf } from '../leads/leadLife'
import { LEAD_FALLBACK_MS, notifyClinic } from '../leads/notifyClinic'
import { recordLeadEvent } from '../leads/recordLeadEvent'
import { leadPhotoNames } from '../workspace/leadPhotos'
import type { Lang } from '../text/lang'
import { submissionTriage } from '../assessment/submissionTriage'
import type { SmsPayer } from '../sms/smsBudget'
import type { Logger } from '../observability/createLogger'

export type { SubmissionKind }

/** What storing a submission decided, so the answer to the owner reads nothing again. */
export interface StoredSubmission {
  /** The server-made id (content._id). */
  id: string
  /** The triage engine's answer as stored (null for a contact message). */
  triage: Triage | null
  /** How the owner reaches the lead's clinic (the network queue's address when it has none). */
  clinic: ClinicContact
  /** The lead's clinic (leadClinicOf); null: the network queue. */
  clinicId: string | null
}

/** A submission's provenance (leadProvenance), and its route being read from it. */
export interface PendingRoute {
  provenance: ReturnType<typeof leadProvenance>
  routed: Promise<RoutedSubmission>
}

/**
 * The partner a submission goes to, read as storeSubmission reads it. Routing only reads, so a
 * caller may send it before its own first statement and hand it to storeSubmission (`routing`):
 * on a pipelined connection both travel in one round trip.
 */
export function routeOfSubmission(tx: Queryable, kind: SubmissionKind, clinicId: string | null | undefined, data: object): PendingRoute {
  const provenance = leadProvenance(kind, clinicId, data)
  return { provenance, routed: routeSubmission(tx, kind, clinicId, provenance.data) }
}

/**
 * Stores a validated submission with a server-made id, before anything else happens to it, and
 * in the same transaction its assessment job, due `graceMs` from now: if the owner never sends
 * the second call (or the process dies before the model answers), the lead is still assessed
 * from the facts and mailed to its clinic then. The clinic's lead notification is written here
 * too (a facts-only fallback, due LEAD_FALLBACK_MS after the job), so even a job that never
 * finishes cannot lose the lead. A photo it names is attached (no longer an orphan).
 * The row records the partner it is routed to and why, and the owner's language
 * (`lang`; English when not given), which later e-mails to the owner are written in, and where it
 * came from (leadProvenance: its widget, source and attribution, apart from the owner's fields).
 * The lead's clinic is read once, by routing, and handed to every step that needs it: this runs
 * for every lead, so each extra read is a round trip on every submission.
 */
export async function storeSubmission(
  tx: Queryable,
  kind: SubmissionKind,
  clinicId: string | null | undefined,
  data: object,
  now: Date,
  opts: {
    graceMs: number
    clinics: ClinicDirectory
    imagePath?: string | null
    publicUrl?: string
    lang?: Lang
    claim?: ClaimDefaults
    acknowledge?: { config: { claimTargetMinutes?: number; smsCountries?: readonly string[] }; texts: boolean }
    /** Who pays for the texts this lead makes PetLead send (the owner's acknowledgement, staff alerts); absent: none are sent. */
    sms?: SmsPayer
    /** Where a failed triage or emergency block is reported, with the lead's id. */
    log?: Logger
    /** The route, sent already (routeOfSubmission, for this `data`) beside the caller's own first statement; absent: read here. */
    routing?: PendingRoute
  },
): Promise<StoredSubmission> {
  const id = crypto.randomUUID()
  // Where it came from is the lead's own columns; the owner's fields are what they wrote.
  const pending = opts.routing ?? routeOfSubmission(tx, kind, clinicId, data)
  const { data: fields, form, source, attribution } = pending.provenance
  const { route, partner: routed } = await pending.routed
  // The pet's photo (a dental form's image_url, a service request's imageUrl) is the lead's photo.
  const photos = leadPhotoNames(opts.imagePath ?? null, fields)
  // Triage runs once, here: the stored answer is what the e-mails, the inbox and the webhooks read.
  const found = submissionTriage(kind, fields, now, (err, stage) =>
    opts.log?.error({ err, leadId: id, kind, stage }, 'triage failed; lead stored as at least soon'),
  )
  const urgency = found?.urgency ?? null
  await submissionsRepo.insert(tx, {
    id,
    kind,
    clinicId: clinicId || null,
    data: fields,
    imagePath: opts.imagePath ?? photos.photo,
    now,
    route,
    urgency,
    lang: opts.lang,
    triage: found,
    form,
    source,
    attribution,
  })
  // Every photo it names (the quote too) is attached: no longer an orphan, and served for this lead only.
  for (const named of new Set([photos.photo, photos.quote])) if (named) await uploadsRepo.attach(tx, named, id)
  await enqueueJob(tx, id, now, opts.graceMs)
  const leadClinicId = leadClinicOf({
    clinic_id: clinicId || null,
    routed_clinic_id: route?.clinicId ?? null,
    route_rule: route?.rule ?? null,
  })
  // A routed lead's clinic is the partner routing read; an unrouted kind's is its form's clinic,
  // read through the caller's transaction (an embedded database has one connection, held by it).
  // Paused, it is no partner: no first-contact clock, the queue's address, no clinic to name to the owner.
  const partner = activeOrNone(route ? routed : leadClinicId ? await findPartner(tx, leadClinicId) : undefined)
  const clinic = opts.clinics.contactOf(partner)
  const lang = opts.lang ?? 'en'
  // A lead that reaches a partner starts its first-contact clock: the second alert and re-routing are due rows from now.
  if (isLead(kind) && partner)
    await startLeadLife(
      tx,
      id,
      { status: 'new', clinicId: leadClinicId, origin: originOf(clinicId), urgency, claimedBy: null, visitStart: null },
      partner,
      opts.claim ?? CLAIM_DEFAULTS,
      now,
    )
  await notifyClinic(
    tx,
    { id, kind, data: fields, lang, result: null, triage: found, publicUrl: opts.publicUrl },
    clinic,
    now,
    new Date(now.getTime() + opts.graceMs + LEAD_FALLBACK_MS),
    { first: true, log: opts.log },
  )
  // Its staff are read beside the timeline's entry, in one round trip.
  const members = isLead(kind) && leadClinicId ? staffToAlert(tx, leadClinicId) : undefined
  // 'received' on the timeline: every process's inbox streams and the clinic's webhooks hear of
  // the lead at this commit (none lost, none for a rolled-back one).
  await recordLeadEvent(tx, { submissionId: id, type: 'received', at: now, publicUrl: opts.publicUrl ?? '' })
  if (isLead(kind)) {
    // The clinic's staff hear of a new lead on their chosen channels, committed with it.
    // Staff texts come from the text budget, not from the caller's share: the clinic chose to be texted.
    await alertStaff(tx, {
      leadId: id,
      clinicId: leadClinicId,
      urgency,
      reason: 'new',
      now,
      publicUrl: opts.publicUrl ?? '',
      texts: opts.sms?.budget,
      lead: { data: fields, triage: found },
      ...(members ? { members } : {}),
    })
    // The owner hears back at once: who will call and when, queued with the lead (a contact message is not a lead).
    if (opts.acknowledge)
      await acknowledgeLead(tx, { id, data: fields, lang, urgency, triage: found, partner }, now, opts.acknowledge, opts.sms)
  }
  return { id, triage: found, clinic, clinicId: leadClinicId }
}
