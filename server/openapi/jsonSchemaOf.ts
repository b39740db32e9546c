import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { FIELD_NOTES, SHARED_FIELDS } from './sharedFields'
import type { OpenApiObject } from './types'

/**
 * A case-insensitive pattern written for JSON Schema, which has no flags: every lower-case
 * range (`a-z`, `a-f`) gains its upper-case twin. Undefined when the source holds other letters
 * (a literal word would need each letter doubled): the caller then drops the pattern rather
 * than publish one stricter than the server.
 */
export function withoutIgnoreCase(source: string): string | undefined {
  const range = /([a-z])-([a-z])/g
  const widened = source.replace(range, (_, a: string, b: string) => `${a}-${b}${a.toUpperCase()}-${b.toUpperCase()}`)
  const rest = source.replace(range, '').replace(/\\[a-zA-Z]/g, '')
  return /[a-zA-Z]/.test(rest) ? undefined : widened
}

const CONFIG: ConversionConfig = {
  target: 'draft-2020-12',
  // Checks JSON Schema cannot express (custom v.check, trim) are left out, not fatal.
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction.type !== 'regex') return undefined
    const re = (valibotAction as unknown as { requirement: RegExp }).requirement
    if (!re.flags) return undefined
    const pattern = re.flags === 'i' ? withoutIgnoreCase(re.source) : undefined
    const rest = { ...jsonSchema }
    delete rest.pattern
    return pattern ? { ...rest, pattern } : rest
  },
}

/**
 * A shared valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): the same rules the
 * widget and the server apply. Shared fields (e-mail, phone, birthday...) become references to
 * `#/components/schemas/<Name>`.
 */
export function jsonSchemaOf(schema: v.GenericSchema): OpenApiObject {
  const out = toJsonSchema(schema, {
    ...CONFIG,
    definitions: SHARED_FIELDS,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  })
  // The document states its dialect once; the $defs are published under components instead.
  delete out.$schema
  delete out.$defs
  return out as OpenApiObject
}

/** The shared fields' own schemas, for `components.schemas`, with what only a check could say written in. */
export function sharedFieldSchemas(): Record<string, OpenApiObject> {
  const defs: Record<string, JsonSchema> = toJsonSchemaDefs(SHARED_FIELDS, CONFIG)
  for (const [name, notes] of Object.entries(FIELD_NOTES)) defs[name] = { ...defs[name], ...notes }
  return defs as Record<string, OpenApiObject>
}
