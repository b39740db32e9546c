/** Which full-screen results overlay a clinic shows after an assessment. */
export type ResultsVariant = 'logo-return' | 'logo-return-appointment' | 'dental-special' | 'check-email-logo'

/** A dated promotion: shown only between its dates (inclusive, YYYY-MM-DD). */
export interface Promotion {
  title: string
  text: string
  validFrom: string
  validTo: string
}

/**
 * The public part of a clinic: what its widgets show. The API answers it at GET /clinics/{id};
 * where leads go is known to the server only and never ships in the bundle.
 */
export interface Clinic {
  /** Display name. */
  name: string
  /** Logo URL (absolute, or relative to the host page). */
  logo?: string
  website?: string
  /** Online booking / appointment link. */
  bookingUrl?: string
  privacyUrl?: string
  phone?: string
  resultsVariant?: ResultsVariant
  /** Content shown in the results overlay. */
  resultsText?: string
  promotions?: Promotion[]
  /** Theme colours: `--petlead-<key>` custom properties on the mount element, e.g. { primary: '#be185d' }. */
  theme?: Record<string, string>
  /**
   * The languages this clinic's widgets offer; one only hides the widgets' language switch and
   * speaks that language (unless the page's `lang` option says otherwise). Absent: English and Spanish.
   */
  languages?: ('en' | 'es')[]
  /** Widgets this clinic uses. */
  forms?: string[]
}
