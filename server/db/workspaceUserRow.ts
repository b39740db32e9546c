import type { WorkspaceUser } from './scope'

/**
 * The select list of a WorkspaceUser over `users u LEFT JOIN clinics c ON c.id = u.clinic_id`:
 * the session's lookup and the signed-in user's own record read the same columns.
 */
export const WORKSPACE_USER_COLUMNS = 'u.id, u.email, u.name, u.role, u.clinic_id, c.name AS clinic_name'

/** A row selected with WORKSPACE_USER_COLUMNS. */
export interface WorkspaceUserRow {
  id: string
  email: string
  name: string | null
  role: WorkspaceUser['role']
  clinic_id: string | null
  clinic_name: string | null
}

/** The row as the session middleware's user. */
export function toWorkspaceUser(r: WorkspaceUserRow): WorkspaceUser {
  return { id: r.id, email: r.email, name: r.name, role: r.role, clinicId: r.clinic_id, clinicName: r.clinic_name }
}
