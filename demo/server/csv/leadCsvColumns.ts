import type { ExportRow } from '../db/leadsRepo'

/** The export's header row, in the order `leadCsvCells` writes the fields. Times are UTC, ISO 8601. */
export const LEAD_CSV_HEADER = [
  'Lead ID', 'Received (UTC)', 'Kind', 'Status', 'Closed reason', 'Urgency', 'Clinic', 'Pet', 'Pet type', 'Breeds',
  'Owner', 'E-mail', 'Phone', 'ZIP code', 'First contacted (UTC)', 'Speed to lead (min)', 'Workspace link',
] as const

/** One lead's fields for the CSV, with a link to its page in the workspace (`workspaceUrl` is PUBLIC_URL/workspace). */
export function leadCsvCells(r: ExportRow, workspaceUrl: string): unknown[] {
  const speed = r.first_contacted_at ? Math.round((Date.parse(r.first_contacted_at) - Date.parse(r.created_at)) / 6_000) / 10 : null
  return [
    r.id, r.created_at, r.kind, r.status, r.closed_reason, r.urgency, r.clinic_id, r.pet.name, r.pet.type, r.pet.breeds.join('; '),
    r.owner.name, r.owner.email, r.owner.phone, r.zip_code, r.first_contacted_at, speed, `${workspaceUrl}/leads/${r.id}`,
  ]
}
