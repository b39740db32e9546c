/** A workspace account's role: a clinic's `owner` (team) or `staff` (leads), or PetLead's `network` team. */
export type Role = 'owner' | 'staff' | 'network'

/**
 * Whose leads a query may see, taken from the session and nowhere else: one clinic, or (the
 * network role only) every clinic and the queue of unrouted leads. Repositories take a Scope and
 * put it in their SQL, so no handler can forget the filter.
 */
export type Scope = { kind: 'clinic'; clinicId: string } | { kind: 'network' }

/** The signed-in user, as the session middleware puts it in `c.var.user`. */
export interface WorkspaceUser {
  id: string
  email: string
  name: string | null
  role: Role
  clinicId: string | null
  clinicName: string | null
}

/** The scope of a user: a clinic user without a clinic sees nothing (an impossible clinic id). */
export function scopeOf(user: WorkspaceUser): Scope {
  if (user.role === 'network') return { kind: 'network' }
  return { kind: 'clinic', clinicId: user.clinicId ?? '\u0000none' }
}
