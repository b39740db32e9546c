import { dateFormat } from '../../src/text/dateFormat'
import { ATTRIBUTION_KEYS } from '../../src/schemas/attribution'
import type { ExportRow } from '../db/leadsRepo'

/** The attribution's columns, named as marketers' tools name them (utm_source, gclid...), the referrer's origin last. */
const ATTRIBUTION_COLUMNS = ATTRIBUTION_KEYS.map((k) => (k === 'referrer' ? 'Referrer' : k))

/**
 * The export's header row, in the order `leadCsvCells` writes the fields. Times are local to
 * `tz` (the zone the user exports in) as "YYYY-MM-DD HH:MM", which a spreadsheet reads as a date
 * and time; the zone is named in the header. Columns added later go at the end, so a sheet that
 * reads them by position keeps working: where the lead came from (widget, source, attribution).
 */
export function leadCsvHeader(tz: string): string[] {
  return [
    'Lead ID',
    `Received (${tz})`,
    'Kind',
    'Status',
    'Closed reason',
    'Urgency',
    'Clinic',
    'Pet',
    'Pet type',
    'Breeds',
    'Owner',
    'E-mail',
    'Phone',
    'ZIP code',
    `First contacted (${tz})`,
    'Speed to lead (min)',
    'Workspace link',
    'Complaint',
    'Service',
    'Notes',
    'Widget',
    'Source',
    ...ATTRIBUTION_COLUMNS,
  ]
}

const MINUTE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** An ISO instant as "YYYY-MM-DD HH:MM" on the clock of `tz`; empty for none. One kept format (`dateFormat`) for every row. */
export function localTime(iso: string | null, tz: string): string {
  if (!iso) return ''
  const parts = Object.fromEntries(
    dateFormat('en-US', MINUTE, tz)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** One lead's fields for the CSV, with a link to its page in the workspace (`workspaceUrl` is PUBLIC_URL/workspace). */
export function leadCsvCells(r: ExportRow, workspaceUrl: string, tz = 'UTC'): unknown[] {
  const speed = r.first_contacted_at ? Math.round((Date.parse(r.first_contacted_at) - Date.parse(r.created_at)) / 6_000) / 10 : null
  return [
    r.id,
    localTime(r.created_at, tz),
    r.kind,
    r.status,
    r.closed_reason,
    r.urgency,
    r.clinic_id,
    r.pet.name,
    r.pet.type,
    r.pet.breeds.join('; '),
    r.owner.name,
    r.owner.email,
    r.owner.phone,
    r.zip_code,
    localTime(r.first_contacted_at, tz),
    speed,
    `${workspaceUrl}/leads/${r.id}`,
    r.complaint,
    r.service,
    r.notes.join('\n'),
    r.widget,
    r.source,
    ...ATTRIBUTION_KEYS.map((k) => r.attribution[k] ?? null),
  ]
}
