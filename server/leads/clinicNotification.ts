import type { ClinicContact } from '../clinicDirectory'
import { emergencyNotice, type EmergencyNotice } from '../triage/emergencyNotice'
import type { MailDraft } from '../mail/enqueueMail'
import { leadMail } from '../mail/leadMail'
import type { Lang } from '../text/lang'
import type { Triage } from '../triage/triage'

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

/** The emergency notice for the clinic, in English (its language); a rule that cannot read the facts adds none rather than losing the mail. */
function clinicEmergency(lead: NotifiedLead, clinic: ClinicContact): EmergencyNotice | null {
  try {
    return emergencyNotice(lead.triage, clinic, 'en')
  } catch {
    return null
  }
}

/**
 * The clinic's notification of a lead, built the same way wherever it is written (with the
 * submission, by the job, by a buried job, by the network's reassignment): the emergency block
 * first when the owner's words name an emergency, the owner's language, every field, and the
 * result when there is one.
 */
export function clinicNotification(lead: NotifiedLead, clinic: ClinicContact): MailDraft {
  return leadMail({
    to: clinic.leadEmail,
    kind: lead.kind,
    id: lead.id,
    clinicName: clinic.name,
    data: lead.data,
    result: lead.result,
    emergency: clinicEmergency(lead, clinic),
    lang: lead.lang,
    publicUrl: lead.publicUrl,
  })
}
