import type { FirstContact } from '../../src/schemas/firstContact'
import type { Queryable } from './db'

/** SQL of a clinic's first-contact settings (`clinics.first_contact`), always the session's own clinic. */
export const firstContactRepo = {
  /** The clinic's settings ({} when it set none); undefined when there is no such clinic. */
  async find(q: Queryable, clinicId: string): Promise<FirstContact | undefined> {
    const [row] = await q.query<{ first_contact: FirstContact | null }>('SELECT first_contact FROM clinics WHERE id = $1', [clinicId])
    return row ? (row.first_contact ?? {}) : undefined
  },

  /** Replaces the clinic's settings; false when there is no such clinic. */
  async save(tx: Queryable, clinicId: string, settings: FirstContact, now: Date): Promise<boolean> {
    return (
      (
        await tx.query('UPDATE clinics SET first_contact = $2, updated_at = $3 WHERE id = $1 RETURNING id', [
          clinicId,
          JSON.stringify(settings),
          now,
        ])
      ).length > 0
    )
  },
}
