import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyCodePoint } from '../testing/hostileValues'
import { csvCell } from './csvCell'

/** Reads one RFC 4180 field back, as a spreadsheet program would. */
function readField(field: string): string {
  if (!field.startsWith('"')) {
    expect(field).not.toMatch(/[",\r\n]/)
    return field
  }
  expect(field.endsWith('"')).toBe(true)
  const inner = field.slice(1, -1)
  expect(inner.replace(/""/g, '')).not.toContain('"')
  return inner.replace(/""/g, '"')
}

describe('csvCell', () => {
  it('quotes only what needs it and neutralises formula starts', () => {
    expect(csvCell('Rex')).toBe('Rex')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12.5)).toBe('12.5')
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-5')).toBe("'-5")
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell('\rx')).toBe(`"'\rx"`)
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
  })

  it('reads back as the text itself, or with one leading quote when it started like a formula (any string)', () => {
    fc.assert(
      // Any text, weighted to what matters here: formula starts, quotes, commas, line breaks, and
      // every other code point (astral ones too) beside them.
      fc.property(
        fc.string({
          unit: fc.oneof(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'"), anyCodePoint),
        }),
        (s) => {
          const back = readField(csvCell(s))
          expect(back).toBe(/^[=+\-@\t\r]/.test(s) ? "'" + s : s)
          expect(back).not.toMatch(/^[=+\-@\t\r]/)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
