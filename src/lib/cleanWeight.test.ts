import { describe, expect, it } from 'vitest'
import { cleanWeight } from './cleanWeight'

describe('cleanWeight', () => {
  it.each([
    ['42', '42'],
    ['42.5', '42.5'],
    ['4a2 lbs', '42'],
    ['12..5', '12.5'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['', ''],
    ['..', '.'],
  ])('%j becomes %j', (typed, cleaned) => {
    expect(cleanWeight(typed)).toBe(cleaned)
  })
})
