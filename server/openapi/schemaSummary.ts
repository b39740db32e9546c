import type { OpenApiObject } from './types'

/** A schema with its `$ref` followed into `components.schemas` (one level: the shared fields hold no references). */
export function resolveSchema(schema: OpenApiObject, doc: OpenApiObject): OpenApiObject {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.split('/').pop()!
  const target = ((doc.components as OpenApiObject).schemas as Record<string, OpenApiObject>)[name]
  return { ...target, ...schema, $ref: undefined }
}

/** A schema's type in a few words: `string`, `one of: dog, cat`, `list of string`, `always true`. */
export function typeOf(schema: OpenApiObject): string {
  if ('const' in schema) return `always ${JSON.stringify(schema.const)}`
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.join(', ')}`
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items as OpenApiObject) : 'anything'}`
  if (schema.type === 'object' && schema.properties) return `object (${Object.keys(schema.properties).join(', ')})`
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as OpenApiObject[]).map(typeOf).join(' or ')
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!
  return String(schema.type ?? 'any')
}

/** The rules a value must follow, as short phrases: lengths, pattern, format, default, description. */
export function rulesOf(schema: OpenApiObject): string[] {
  const rules: string[] = []
  const s = schema as Record<string, unknown>
  if (s.minLength !== undefined && s.maxLength !== undefined) rules.push(`${s.minLength} to ${s.maxLength} characters`)
  else if (s.maxLength !== undefined) rules.push(`at most ${s.maxLength} characters`)
  else if (s.minLength !== undefined) rules.push(`at least ${s.minLength} character${s.minLength === 1 ? '' : 's'}`)
  if (s.minItems !== undefined) rules.push(`at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`)
  if (s.maxItems !== undefined) rules.push(`at most ${s.maxItems} items`)
  if (s.minimum !== undefined) rules.push(`from ${s.minimum}`)
  if (s.maximum !== undefined) rules.push(`up to ${s.maximum}`)
  if (s.format) rules.push(`format ${s.format}`)
  if (s.contentMediaType) rules.push(`${s.contentMediaType}`)
  if (s.pattern) rules.push(`pattern \`${s.pattern}\``)
  if (s.default !== undefined) rules.push(`default \`${JSON.stringify(s.default)}\``)
  if (s.description) rules.push(String(s.description))
  return rules
}
