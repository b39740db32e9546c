import { routeSubmission } from '../clinics/routeSubmission'
import type { Queryable } from '../db/db'

/** The kinds of lead the API stores, one row each in `submissions`. */
export type SubmissionKind = 'health' | 'dental' | 'dental_check' | 'qr_dental' | 'low_cost' | 'contact'

/**
 * Stores a validated submission with a server-made id, before anything else happens to it,
 * with the partner it is routed to and why (issue 12), and returns the id (content._id).
 */
export async function storeSubmission(tx: Queryable, kind: SubmissionKind, clinicId: string | null | undefined, data: object, now: Date, imagePath: string | null = null): Promise<string> {
  const id = crypto.randomUUID()
  const route = await routeSubmission(tx, kind, clinicId, data as Record<string, unknown>)
  await tx.query(`INSERT INTO submissions (id, kind, clinic_id, data, image_path, created_at, routed_clinic_id, route_rule, route_distance_miles)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
  [id, kind, clinicId || null, JSON.stringify(data), imagePath, now, route?.clinicId ?? null, route?.rule ?? null, route?.miles ?? null])
  return id
}
