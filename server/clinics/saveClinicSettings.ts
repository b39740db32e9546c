import { clinicSchema } from '../../src/schemas/clinic'
import { themeContrastIssues } from '../../src/schemas/themeContrastIssues'
import { clinicSettingsRepo, type OwnClinicScope } from '../db/clinicSettingsRepo'
import { clinicChangesRepo, type ClinicChanges } from '../db/clinicChangesRepo'
import { NETWORK_APPROVED_FIELDS } from '../db/clinicColumns'
import type { Db } from '../db/db'
import { SettingsRejected } from './SettingsRejected'
import { checkFields } from '../validation/checkFields'
import type { Partner } from './Partner'
import { uploadedLogo } from './uploadedLogo'
import { zipPoint } from './zipPoint'

const NOT_FOUND = { _: 'Not found' }

/**
 * Saves an owner's settings form for clinic `id`: the body laid over the stored record's locked
 * fields (id, kind, assessments, active), then through the import's own schema (clinicSchema), the
 * theme's WCAG AA contrast check, the ZIP's coordinates, promotion dates in order and the logo's
 * upload checks. Every refusal is a 400 (413/415 for the logo) naming the field by its path, as
 * `{ 'theme.text': '…' }`; nothing is written unless all pass. Another clinic's id is a 404.
 *
 * The clinic's place (address, ZIP and its coordinates), service radius and emergency flag are
 * not written: they decide which leads other clinics get and which hospital an owner in an
 * emergency is told to call, so a change to any of them becomes the clinic's pending change
 * request (`held` true when a new one was made) and the live values stay until the network
 * approves it. Saving the live values again withdraws the request.
 */
export async function saveClinicSettings(
  db: Db,
  scope: OwnClinicScope,
  userId: string,
  id: string,
  body: unknown,
  now: Date,
): Promise<{ partner: Partner; held: boolean }> {
  const stored = await clinicSettingsRepo.find(db, scope, id)
  if (!stored) throw new SettingsRejected(404, NOT_FOUND)
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new SettingsRejected(400, { _: 'Expected a JSON object' })
  // `booking: null` turns online booking off, as leaving it out does; `pendingChange` is the
  // answer's read-only report of what waits for the network, ignored when a form sends it back.
  const { booking, pendingChange: _pending, ...rest } = body as { booking?: unknown; pendingChange?: unknown }
  const input = booking === null ? rest : { ...rest, booking }
  const checked = checkFields(clinicSchema, {
    ...(input as object),
    id: stored.id,
    kind: stored.kind,
    assessments: stored.assessments,
    active: stored.active,
  })
  if ('errors' in checked) throw new SettingsRejected(400, checked.errors)
  const record = checked.output
  const issues: Record<string, string> = themeContrastIssues(record.theme)
  record.promotions.forEach((p, i) => {
    if (p.validTo < p.validFrom) issues[`promotions.${i}.validTo`] = 'Must not be before the start date'
  })
  const point = zipPoint(record.zip)
  if (!point) issues.zip = `Unknown ZIP code ${record.zip}`
  if (Object.keys(issues).length > 0 || !point) throw new SettingsRejected(400, issues)
  const logo = record.logo === undefined ? undefined : uploadedLogo(record.logo)
  const wanted: Record<string, unknown> = { ...record, ...point, emergency: record.emergency === true }
  const live: Record<string, unknown> = { ...stored, emergency: stored.emergency === true }
  // The coordinates follow the ZIP: a clinic keeping its ZIP keeps the place the network gave it.
  if (wanted.zip === live.zip) Object.assign(wanted, { latitude: live.latitude, longitude: live.longitude })
  const changes = Object.fromEntries(
    NETWORK_APPROVED_FIELDS.filter((f) => wanted[f] !== live[f]).map((f) => [f, wanted[f]]),
  ) as ClinicChanges
  const held = await db.transaction(async (tx) => {
    if (!(await clinicSettingsRepo.save(tx, scope, id, { ...record, ...point }, logo, now))) throw new SettingsRejected(404, NOT_FOUND)
    return clinicChangesRepo.propose(tx, scope, changes, userId, now)
  })
  return { partner: (await clinicSettingsRepo.find(db, scope, id))!, held }
}
