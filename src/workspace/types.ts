import type { Attribution } from '../schemas/attribution'

/** The signed-in user, as `GET workspace/me` answers. */
export interface User {
  id: string
  email: string
  name: string | null
  role: 'owner' | 'staff' | 'network'
  clinic: { id: string; name: string } | null
}

/** One row of the inbox (`GET workspace/leads`); the reference server answers with this type. */
export interface LeadItem {
  id: string
  kind: string
  status: string
  created_at: string
  urgency: string | null
  /** A service request's service (its wire name, e.g. dental_care); null for other kinds. */
  service: string | null
  pet: { name: string | null; type: string | null; breeds: string[] }
  owner: { name: string | null; email: string | null; phone: string | null }
  clinic_id: string | null
  read: boolean
  /** Who said "I'll call" (their name, else e-mail), and when; null while nobody has. */
  claimed_by: { id: string; name: string } | null
  claimed_at: string | null
  /**
   * When an unclaimed lead still new passed its first-contact target (its first alert again was
   * due), and that target in minutes of open time; null while it has not, or is no longer waiting.
   */
  overdue_since: string | null
  target_minutes: number | null
}

/**
 * A lead moved away (reassigned or re-routed) from the reader's clinic: a read-only trace of what they were reading. It
 * is another clinic's lead now, so it says only which pet, when it arrived, and where it went, when
 * and why; never the owner's details, the photo or the assessment.
 */
export interface MovedLead {
  id: string
  created_at: string
  pet: { name: string | null; type: string | null }
  /** `to`: the clinic's name; `reason`: why it moved (unclaimed for so long, or reassigned by the network team). */
  moved: { to: string | null; at: string; reason: string | null }
}

/** An inbox row: one of the clinic's leads, or the trace of one that moved away. */
export type InboxItem = LeadItem | MovedLead

/** A page of the inbox; `pinned`: the open emergencies, above the list on the first page (the list leaves them out). */
export interface LeadPage {
  items: InboxItem[]
  pinned?: LeadItem[]
  next_cursor: string | null
  unread: number
}

/** One event of a lead's timeline. */
export interface TimelineEvent {
  at: string
  type: string
  actor: string | null
  status?: string | null
  reason?: string | null
  note?: string | null
}

/** A lead in full (`GET workspace/leads/:id`). */
export interface LeadDetail extends LeadItem {
  data: Record<string, unknown>
  photo_url: string | null
  quote_photo_url?: string | null
  assessment: { text: string; engine: string } | null
  red_flags: string[]
  /** Where the lead was routed and why; `clinic_name`: that clinic's name (null in the network queue). */
  routing: { clinic_id: string | null; clinic_name?: string | null; rule: string | null; distance_miles: number | null } | null
  emails: Array<{ to: string; subject: string; status: string; sent_at: string | null }>
  timeline: TimelineEvent[]
  speed_to_lead_minutes: number | null
  /** The owner's language: PetLead's e-mails and texts to them are in it. */
  lang?: 'en' | 'es'
  /** The widget it was sent from (null for a lead stored before PetLead recorded it). */
  widget: string | null
  /** The source it is counted under (utm_source, else the referrer's host, else `direct`). */
  source: string
  /** Where the owner came from: UTM parameters, click ids, the referrer's origin; {} when none. */
  attribution: Attribution
  /** The booked visit's start (booked online); null without one. "Mark visited" waits for it. */
  visit_start: string | null
}

/** The stats strip (`GET workspace/stats`). */
export interface Stats {
  leads_this_week: number
  contacted_this_week?: number
  booked_this_week: number
  booked_rate: number | null
  median_speed_to_lead_minutes: number | null
}

/** A team member (`GET workspace/team`). */
export interface Member {
  id?: string
  email: string
  name?: string | null
  role: string
}
