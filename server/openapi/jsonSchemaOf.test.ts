import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN } from '../../src/schemas/fields'
import { jsonSchemaOf, withoutIgnoreCase } from './jsonSchemaOf'

describe('withoutIgnoreCase', () => {
  it('accepts what the case-insensitive regex accepts, and no more', () => {
    const widened = new RegExp(withoutIgnoreCase(EMAIL_PATTERN.source)!)
    for (const s of ['ann@example.com', 'ANN.O+x@Example.COM', 'a_b%c@sub.EXAMPLE.org'])
      expect(widened.test(s), s).toBe(EMAIL_PATTERN.test(s))
    for (const s of ['ann@', 'ann@example', 'ann@example.c0m', 'a b@x.io']) expect(widened.test(s), s).toBe(false)
    const hex = new RegExp(withoutIgnoreCase('^#[0-9a-f]{3,8}$')!)
    expect(['#ABCDEF', '#abc', '#0f0F0f'].every((s) => hex.test(s))).toBe(true)
    expect(hex.test('#GGG')).toBe(false)
  })

  it('gives up on a pattern with literal letters rather than publish a stricter one', () => {
    expect(withoutIgnoreCase('^dog|cat$')).toBeUndefined()
    expect(withoutIgnoreCase('^\\d+\\s[a-z]+$')).toBe('^\\d+\\s[a-zA-Z]+$')
  })

  it('drops such a pattern from the schema, keeps the other rules', () => {
    const s = jsonSchemaOf(v.object({ kind: v.pipe(v.string(), v.maxLength(9), v.regex(/^(dog|cat)$/i)) })) as {
      properties: { kind: object }
    }
    expect(s.properties.kind).toEqual({ type: 'string', maxLength: 9 })
  })
})
