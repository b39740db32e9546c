import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { themeContrastIssues } from './themeContrastIssues'

describe('contrastRatio', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5)
    // #767676 on white is the classic 4.54:1, just over AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
    // Half-transparent black text over white reads as mid grey.
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 1)
  })
})

describe('themeContrastIssues', () => {
  it('passes the widget defaults and refuses a pale text colour, naming it', () => {
    expect(themeContrastIssues({})).toEqual({})
    expect(themeContrastIssues({ primary: '#0b6e4f' })).toEqual({})
    const issues = themeContrastIssues({ text: '#aaaaaa' })
    expect(Object.keys(issues)).toEqual(['theme.text'])
    expect(issues['theme.text']).toMatch(/#aaaaaa on #ffffff has a contrast of 2\.\d\d:1; WCAG AA needs at least 4\.5:1/)
  })

  it('names the background the owner set when the text colour is the default', () => {
    expect(Object.keys(themeContrastIssues({ primary: '#ffeb3b' }))).toEqual(['theme.primary'])
    expect(Object.keys(themeContrastIssues({ bg: '#222222' }))).toEqual(['theme.bg'])
  })
})
