import type { ClinicContact } from '../clinicDirectory'
import { emergencyNotice, type EmergencyNotice } from '../triage/emergencyNotice'
import type { MailDraft } from '../mail/enqueueMail'
import { leadMail } from '../mail/leadMail'
import type { Lang } from '../text/lang'
import type { Triage } from '../triage/triage'
import type { Logger } from '../observability/createLogger'

/** What a clinic's notification says about a lead. */
export interface NotifiedLead {
  id: string
  kind: string
  data: Record<string, unknown>
  /** The owner's language: staff call the owner in it. */
  lang: Lang
  /** The result the owner was sent, when there is one yet. */
  result: string | null
  /** The triage engine's stored answer: the emergency block reads it rather than triaging again. */
  triage?: Triage | null
  /** This server's public URL, for the link to the lead in the workspace. */
  publicUrl?: string
}

/** What the clinic reads when a lead's emergency block cannot be written: still an emergency, and said plainly. */
export const EMERGENCY_FALLBACK: EmergencyNotice = {
  title: 'Emergency',
  text: "The triage engine marked this lead an emergency, but its details could not be written here. Read the owner's words below and call them now.",
  // The clinic's mail says "The owner reports <signs>": this reads as a sentence there too.
  signs: ["an emergency sign (its details could not be read: see the owner's words below)"],
}

/**
 * The emergency notice for the clinic, in English (its language). A notice that fails to build
 * never loses the mail, and never turns an emergency into no notice at all: the clinic gets the
 * plain EMERGENCY_FALLBACK (when the stored urgency says emergency, or cannot be read) and the
 * failure is logged with the lead's id.
 */
function clinicEmergency(lead: NotifiedLead, clinic: ClinicContact, log?: Logger): EmergencyNotice | null {
  try {
    return emergencyNotice(lead.triage, clinic, 'en')
  } catch (err) {
    log?.error({ err, leadId: lead.id }, 'emergency block could not be built')
    return lead.triage?.urgency === 'routine' || lead.triage?.urgency === 'soon' ? null : EMERGENCY_FALLBACK
  }
}

/**
 * The clinic's notification of a lead, built the same way wherever it is written (with the
 * submission, by the job, by a buried job, by the network's reassignment): the emergency block
 * first when the owner's words name an emergency, the owner's language, every field, and the
 * result when there is one.
 */
export function clinicNotification(lead: NotifiedLead, clinic: ClinicContact, log?: Logger): MailDraft {
  return leadMail({
    to: clinic.leadEmail,
    kind: lead.kind,
    id: lead.id,
    clinicName: clinic.name,
    data: lead.data,
    result: lead.result,
    emergency: clinicEmergency(lead, clinic, log),
    lang: lead.lang,
    publicUrl: lead.publicUrl,
  })
}
