import type { Partner } from './Partner'

// A lead's route is stored with its submission, so its type lives with the table: db/ imports nothing from clinics/.

/** A partner that can take a lead, and how far it is from the owner. */
export interface Match {
  partner: Partner
  miles: number
}

/** Where a lead goes and why; `clinicId` null means PetLead's network queue. */
export interface Route {
  clinicId: string | null
  rule: 'clinic form' | 'unknown clinic' | 'nearest in range' | 'none in range' | 'unknown zip'
  /** Miles from the owner's ZIP code to the partner; null when not measured. */
  miles: number | null
  /** Every partner in range that offers the need, nearest first (the estimate lists three). */
  matches: Match[]
}
