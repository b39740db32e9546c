import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db'
import { invitationsRepo } from '../db/invitationsRepo'
import { usersRepo } from '../db/usersRepo'
import type { Role } from '../db/scope'
import { sha256 } from './session'

/** An invitation link works this long, once. */
export const INVITATION_TTL_MS = 7 * 86_400_000

/** Why an invitation to an address that already has an account is refused. */
export const ACCOUNT_EXISTS =
  'This address already has a PetLead account. Invitations create new accounts only; an existing account cannot be moved or changed by an invitation.'

/**
 * Creates a single-use invitation and returns its link, or null when the address already has an
 * account: an invitation creates an account, it never takes one over. The token travels in the
 * URL's fragment (`#token=`), which browsers never send to a server, so it stays out of access
 * logs and Referer headers; only its SHA-256 is stored.
 */
export async function createInvitation(
  tx: Queryable,
  o: { publicUrl: string; email: string; clinicId: string | null; role: Role; invitedBy: string | null; now: Date },
): Promise<{ link: string; expiresAt: Date } | null> {
  const email = o.email.trim().toLowerCase()
  if (await usersRepo.exists(tx, email)) return null
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(o.now.getTime() + INVITATION_TTL_MS)
  await invitationsRepo.create(tx, {
    tokenHash: sha256(token),
    email,
    clinicId: o.clinicId,
    role: o.role,
    invitedBy: o.invitedBy,
    now: o.now,
    expiresAt,
  })
  return { link: `${o.publicUrl.replace(/\/+$/, '')}/workspace/accept#token=${token}`, expiresAt }
}
