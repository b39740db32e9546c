import { clinicSchema } from '../../src/schemas/clinic'
import { themeContrastIssues } from '../../src/schemas/themeContrastIssues'
import { clinicSettingsRepo, type OwnClinicScope } from '../db/clinicSettingsRepo'
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
 */
export async function saveClinicSettings(db: Db, scope: OwnClinicScope, id: string, body: unknown, now: Date): Promise<Partner> {
  const stored = await clinicSettingsRepo.find(db, scope, id)
  if (!stored) throw new SettingsRejected(404, NOT_FOUND)
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new SettingsRejected(400, { _: 'Expected a JSON object' })
  // `booking: null` turns online booking off, as leaving it out does.
  const { booking, ...rest } = body as { booking?: unknown }
  const input = booking === null ? rest : body
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
  const saved = await db.transaction((tx) => clinicSettingsRepo.save(tx, scope, id, { ...record, ...point }, logo, now))
  if (!saved) throw new SettingsRejected(404, NOT_FOUND)
  return (await clinicSettingsRepo.find(db, scope, id))!
}
