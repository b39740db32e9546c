import type { Queryable } from '../db/db'

/** The kinds of lead the API stores, one row each in `submissions`. */
export type SubmissionKind = 'health' | 'dental' | 'dental_check' | 'qr_dental' | 'low_cost' | 'contact'

/**
 * Stores a validated submission with a server-made id, before anything else happens to it,
 * and returns the id (content._id).
 */
export async function storeSubmission(tx: Queryable, kind: SubmissionKind, clinicId: string | null | undefined, data: object, now: Date, imagePath: string | null = null): Promise<string> {
  const id = crypto.randomUUID()
  await tx.query('INSERT INTO submissions (id, kind, clinic_id, data, image_path, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, kind, clinicId || null, JSON.stringify(data), imagePath, now])
  return id
}
