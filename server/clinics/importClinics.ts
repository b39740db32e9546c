import * as v from 'valibot'
import { clinicSchema } from '../../src/schemas/clinic'
import type { Db } from '../db/db'
import { setClinicsDemo, upsertClinic } from '../db/clinicsRepo'
import { decodeLogo } from './decodeLogo'
import type { LogoFetcher } from './fetchLogo'
import type { Logo } from './Partner'
import { zipPoint } from './zipPoint'

/** One problem with one row of an import file; `row` counts from 1. */
export interface ImportError {
  row: number
  field: string
  message: string
}

/** What an import did: the ids written, or every problem found (and nothing written). */
export type ImportResult = { ok: true; ids: string[] } | { ok: false; errors: ImportError[] }

/** A row ready to write. */
interface GoodRow {
  record: v.InferOutput<typeof clinicSchema>
  point: { latitude: number; longitude: number }
  logo: Logo | undefined
}

/**
 * Validates every row of an import file with the shared schema and resolves each ZIP code to its
 * coordinates and each logo to bytes (a data: URL, or a URL `fetchLogo` fetches; never a path),
 * without touching a database (the CLI reports a bad file before opening one).
 */
export async function checkClinicRows(rows: unknown, fetchLogo?: LogoFetcher): Promise<{ errors: ImportError[]; good: GoodRow[] }> {
  if (!Array.isArray(rows)) return { errors: [{ row: 0, field: '_', message: 'The file must hold a JSON array of clinics' }], good: [] }
  const errors: ImportError[] = []
  const good: GoodRow[] = []
  const seen = new Set<string>()
  for (const [i, input] of rows.entries()) {
    const row = i + 1
    const parsed = v.safeParse(clinicSchema, input)
    if (!parsed.success) {
      for (const issue of parsed.issues)
        errors.push({ row, field: v.getDotPath(issue) ?? '_', message: issue.input === undefined ? 'Is required' : issue.message })
      continue
    }
    const record = parsed.output
    if (seen.has(record.id)) errors.push({ row, field: 'id', message: `Duplicate id ${record.id}` })
    seen.add(record.id)
    const point = zipPoint(record.zip)
    if (!point) errors.push({ row, field: 'zip', message: `Unknown ZIP code ${record.zip}` })
    let logo: Logo | undefined
    if (record.logo !== undefined) {
      try {
        logo = await decodeLogo(record.logo, fetchLogo)
      } catch (e) {
        errors.push({ row, field: 'logo', message: (e as Error).message })
      }
    }
    if (point) good.push({ record, point, logo })
  }
  return { errors, good }
}

/**
 * Checks every row (checkClinicRows) and only when all are good upserts them in one transaction:
 * a file with one bad row changes nothing, and importing the same file twice leaves the table as
 * once (rows are keyed by id).
 */
export async function importClinics(db: Db, rows: unknown, now: Date, fetchLogo?: LogoFetcher): Promise<ImportResult> {
  const { errors, good } = await checkClinicRows(rows, fetchLogo)
  if (errors.length > 0) return { ok: false, errors }
  await db.transaction(async (tx) => {
    for (const { record, point, logo } of good) await upsertClinic(tx, { ...record, ...point }, logo, now)
    // An imported clinic is the operator's, even under a demo partner's id.
    await setClinicsDemo(
      tx,
      good.map((g) => g.record.id),
      false,
    )
  })
  return { ok: true, ids: good.map((g) => g.record.id) }
}
