/**
 * A visit as a practice system receives it: the clinic's own times with its zone, who comes with
 * which pet, and what for. Ids are PetLead's; a sink keeps the practice system's ids it creates.
 */
export interface SinkVisit {
  bookingId: string
  clinicId: string
  /** ISO 8601 with the clinic's offset, and its IANA zone. */
  start: string
  end: string
  timeZone: string
  service: string
  appointmentName: string
  owner: { name: string; email: string; phone: string }
  pet: { name: string; species: 'dog' | 'cat' }
  /** The lead (assessment or request) the visit follows, for the notes. */
  leadId: string | null
}

/** What a sink did with a visit: written (with the practice system's appointment id), or set aside for a person. */
export type SinkOutcome = { kind: 'written'; externalId: string; matchedClient: boolean } | { kind: 'needs_review'; reason: string }

/**
 * Write-back of visits to a clinic's practice-management system (Provet Cloud, ezyVet, Vetspire:
 * see docs/booking.md for what each needs). PetLead's seats table stays the one place that
 * decides a slot is taken; a sink is told afterwards, from a due job, so a slow or failing practice
 * system never holds a seat or loses a booking. A sink must be idempotent per `bookingId` (a job
 * may run twice) and must match existing clients by e-mail, phone and pet name before creating
 * any, returning `needs_review` rather than creating a duplicate it is unsure of.
 */
export interface BookingSink {
  /** The practice system's name, for the clinic's settings and the logs. */
  readonly name: string
  created(visit: SinkVisit): Promise<SinkOutcome>
  rescheduled(visit: SinkVisit, externalId: string): Promise<SinkOutcome>
  cancelled(visit: SinkVisit, externalId: string): Promise<void>
}

/** The default: no practice system; the clinic sees its visits in the workspace Calendar and its .ics feed. */
export const noBookingSink: BookingSink = {
  name: 'none',
  created: async () => ({ kind: 'needs_review', reason: 'No practice system connected' }),
  rescheduled: async () => ({ kind: 'needs_review', reason: 'No practice system connected' }),
  cancelled: async () => {},
}
