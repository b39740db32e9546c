import { CLINIC_ID_PATTERN } from '../../src/schemas/clinicId'
import type { OpenApiObject } from './types'

/** The `{id}` path parameter of a call about one clinic: the one clinic-id pattern, described for that call. */
export function clinicIdParam(description: string): OpenApiObject {
  return { name: 'id', in: 'path', required: true, description, schema: { type: 'string', pattern: CLINIC_ID_PATTERN.source } }
}
