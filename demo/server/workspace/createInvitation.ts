import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db'
import { invitationsRepo } from '../db/invitationsRepo'
import type { Role } from './scope'
import { sha256 } from './session'

/** An invitation link works this long, once. */
export const INVITATION_TTL_MS = 7 * 86_400_000

/**
 * Creates a single-use invitation and returns its link. The token travels in the URL's fragment
 * (`#token=`), which browsers never send to a server, so it stays out of access logs and Referer
 * headers; only its SHA-256 is stored.
 */
export async function createInvitation(tx: Queryable, o: { publicUrl: string; email: string; clinicId: string | null; role: Role; invitedBy: string | null; now: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await invitationsRepo.create(tx, { tokenHash: sha256(token), email: o.email.trim().toLowerCase(), clinicId: o.clinicId, role: o.role, invitedBy: o.invitedBy, now: o.now, expiresAt: new Date(o.now.getTime() + INVITATION_TTL_MS) })
  return `${o.publicUrl.replace(/\/+$/, '')}/workspace/accept#token=${token}`
}
