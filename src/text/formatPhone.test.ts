import { describe, expect, it } from 'vitest'
import { formatPhone } from './formatPhone'

describe('a phone number in the workspace', () => {
  it('reads a US number as (925) 555-0100, however it was typed', () => {
    for (const raw of ['9255550100', '925-555-0100', '(925) 555 0100', '1 925 555 0100']) expect(formatPhone(raw)).toBe('(925) 555-0100')
  })
  it('leaves an international or a short number as the owner wrote it', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(formatPhone('555-0100')).toBe('555-0100')
  })
})
