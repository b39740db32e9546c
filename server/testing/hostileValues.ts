import fc from 'fast-check'

/**
 * One code point of the whole range, lone surrogates included: what `fc.string({ unit: 'binary' })`
 * draws from, without the unicode tables that arbitrary builds when it is made (seconds per test file).
 */
export const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c))

/** Strings that break naive servers: unicode edge cases, markup, SQL, huge and control characters. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uFEFF',
    '😀'.repeat(50),
    'ﷺ',
    'e\u0301',
    '\u202Etxt.exe',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE submissions; --",
    '../../etc/passwd',
    'javascript:alert(1)',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
  ),
  fc.nat({ max: 80_000 }).map((n) => 'x'.repeat(n)),
)

/** Any JSON-ish value, with hostile strings at the leaves. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
)

/**
 * A request body derived from a valid one: fields replaced, removed or added, the whole body
 * replaced by any JSON, or raw text that is not JSON at all.
 */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<{ raw: string }> {
  const keys = Object.keys(valid)
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: 4 }),
      remove: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
      extra: fc.dictionary(
        hostileString.filter((k) => k.length < 30),
        hostileValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ replace, remove, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace }
      for (const k of remove) delete body[k]
      return { raw: JSON.stringify({ ...body, ...extra }) }
    })
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: fc.jsonValue().map((j) => ({ raw: JSON.stringify(j) ?? 'null' })) },
    { weight: 2, arbitrary: hostileString.map((s) => ({ raw: s })) },
  )
}
