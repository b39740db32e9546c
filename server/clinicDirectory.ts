import type { Queryable } from './db/db'
import { activeOrNone } from './db/activeOrNone'
import { findPartner } from './db/clinicsRepo'
import type { Partner } from './db/Partner'

/** Where a lead goes, and how the owner reaches the clinic (name, phone, address, booking link) in e-mails. */
export interface ClinicContact {
  name?: string
  phone?: string
  /** One line: street, city, state and ZIP. */
  address?: string
  bookingUrl?: string
  /** One address or several, comma-separated (as nodemailer takes them). */
  leadEmail: string
}

/** Looks up partners by id; unknown, inactive or absent ids get the network queue's address. */
export interface ClinicDirectory {
  /** `q`: read through the caller's transaction instead of the directory's own connection. */
  lookup(clinicId: string | null | undefined, q?: Queryable): Promise<ClinicContact>
  /** The same answer for a partner the caller has already read (undefined: none). */
  contactOf(partner: Partner | undefined): ClinicContact
}

/**
 * The partner directory over the `clinics` table. The queue address (CLINIC_FALLBACK_EMAIL) is
 * PetLead's own team, who place the leads no partner can take.
 */
export function clinicDirectory(db: Queryable, queueEmail: string): ClinicDirectory {
  const contactOf = (partner: Partner | undefined): ClinicContact => {
    const p = activeOrNone(partner)
    if (!p) return { leadEmail: queueEmail }
    return {
      name: p.name,
      phone: p.phone,
      address: `${p.street}, ${p.city}, ${p.state} ${p.zip}`,
      bookingUrl: p.bookingUrl,
      leadEmail: p.leadEmails.join(', '),
    }
  }
  return {
    async lookup(clinicId, q = db) {
      return contactOf(clinicId ? await findPartner(q, clinicId) : undefined)
    },
    contactOf,
  }
}
