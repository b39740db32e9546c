import type { ClinicRecordInput } from '../../src/schemas/clinic'
import type { Queryable } from '../db/db'
import { allClinicsWithLogos } from '../db/clinicsRepo'

/**
 * Every partner in the import format, logos as data: URLs, so `export` then `import` on another
 * server reproduces the table exactly. Holds the private fields: for the operator only.
 */
export async function exportClinics(q: Queryable): Promise<ClinicRecordInput[]> {
  return (await allClinicsWithLogos(q)).map(({ partner: { latitude: _la, longitude: _lo, logoHash: _h, ...record }, logo }) => ({
    ...record,
    ...(logo ? { logo: `data:${logo.type};base64,${Buffer.from(logo.bytes).toString('base64')}` } : {}),
  }))
}
