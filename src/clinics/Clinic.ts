/** Which full-screen results overlay a clinic shows after an assessment (spec section 2). */
export type ResultsVariant = 'logo-return' | 'logo-return-appointment' | 'dental-special' | 'check-email-logo'

/** A dated promotion: shown only between its dates (inclusive, YYYY-MM-DD). */
export interface Promotion {
  title: string
  text: string
  validFrom: string
  validTo: string
}

/** Everything PetLead knows about a clinic: display, links and where leads go. */
export interface Clinic {
  /** Display name. */
  name: string
  /** Logo URL (absolute, or relative to the host page). */
  logo?: string
  website?: string
  /** Online booking / appointment link. */
  bookingUrl?: string
  privacyUrl?: string
  /** Where the reference server e-mails new leads. */
  leadEmail?: string
  resultsVariant?: ResultsVariant
  /** Content shown in the results overlay. */
  resultsText?: string
  promotions?: Promotion[]
  /** Widgets this clinic uses. */
  forms?: string[]
}
