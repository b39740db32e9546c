import { findPartner } from '../db/clinicsRepo'
import type { Db } from '../db/db'
import { ACCOUNT_EXISTS, createInvitation } from './createInvitation'
import type { Role } from '../db/scope'
import { isMailAddress } from '../../src/schemas/email'
import { parseClinicId } from '../../src/schemas/clinicId'

/**
 * An operator's invitation (`npm run clinics -- invite`): a clinic's first owner, or anyone of a
 * clinic, or a member of the network team (no clinic). Checks the address, the role and that the
 * clinic exists; answers the link or what is wrong. An address that already has an account is
 * refused (`conflict`): an invitation never changes an existing account, the operator's neither.
 * The operator holds the server secret, so the link is answered to them rather than mailed.
 */
export async function adminInvite(
  db: Db,
  publicUrl: string,
  o: { email: unknown; clinicId: unknown; role: unknown },
  now: Date,
): Promise<{ ok: true; link: string } | { ok: false; error: string; conflict?: true }> {
  if (typeof o.email !== 'string' || !isMailAddress(o.email.trim())) return { ok: false, error: 'A valid e-mail address is needed' }
  const role = o.role ?? 'owner'
  if (role !== 'owner' && role !== 'staff' && role !== 'network') return { ok: false, error: 'The role is owner, staff or network' }
  let clinicId: string | null = null
  if (role !== 'network') {
    clinicId = parseClinicId(o.clinicId)
    if (!clinicId || !(await findPartner(db, clinicId))) return { ok: false, error: 'No clinic with this id (--clinic ID)' }
  }
  const made = await db.transaction((tx) =>
    createInvitation(tx, { publicUrl, email: o.email as string, clinicId, role: role as Role, invitedBy: null, now }),
  )
  return made ? { ok: true, link: made.link } : { ok: false, error: ACCOUNT_EXISTS, conflict: true }
}
