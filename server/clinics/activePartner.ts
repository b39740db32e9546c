import type { Partner } from '../db/Partner'
import { findPartner } from '../db/clinicsRepo'
import { activeOrNone } from '../db/activeOrNone'
import type { Queryable } from '../db/db'
import { HttpError } from '../http/respond'

/**
 * The active partner `id` names, for a public call about one clinic. An unknown id, a malformed
 * one (null) and an inactive clinic all throw the same 404 `Unknown clinic`, so a caller cannot
 * tell a paused partner from one that never existed.
 */
export async function activePartner(q: Queryable, id: string | null): Promise<Partner> {
  const p = activeOrNone(id ? await findPartner(q, id) : undefined)
  if (!p) throw new HttpError(404, { _: 'Unknown clinic' })
  return p
}
