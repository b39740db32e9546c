/** NUL, which PostgreSQL text and jsonb cannot hold, and lone UTF-16 surrogates, which jsonb refuses. */
// eslint-disable-next-line no-control-regex -- finding NUL is this pattern's whole purpose
const BAD = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The path of the first string (key or value) in `input` that the database could not store,
 * or null. Checked before validation so such input is a 400, not a failed insert (500).
 */
export function findBadText(input: unknown, path = '', depth = 0): string | null {
  if (typeof input === 'string') return BAD.test(input) ? path || '_' : null
  if (depth > 20 || input === null || typeof input !== 'object') return null
  for (const [key, value] of Object.entries(input)) {
    const here = path ? `${path}.${key}` : key
    if (BAD.test(key)) return path || '_'
    const found = findBadText(value, here, depth + 1)
    if (found) return found
  }
  return null
}
