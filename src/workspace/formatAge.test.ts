import { describe, expect, it } from 'vitest'
import { workspaceEn } from '../text/workspace.en'
import { formatAge } from './formatAge'

describe('formatAge', () => {
  const now = Date.parse('2026-11-22T16:00:00Z')
  it('says how long ago, in the largest whole unit', () => {
    expect(formatAge('2026-11-22T15:59:40Z', now)).toBe('just now')
    expect(formatAge('2026-11-22T15:55:00Z', now)).toBe('5 min')
    expect(formatAge('2026-11-22T13:00:00Z', now)).toBe('3 h')
    expect(formatAge('2026-11-20T15:00:00Z', now)).toBe('2 d')
    // A clock slightly ahead of the server's never shows a negative age.
    expect(formatAge('2026-11-22T16:00:05Z', now)).toBe('just now')
  })
})

describe('speed to lead wording', () => {
  it('shows minutes, then hours and minutes, then days and hours, as people say them; a dash when there is none', () => {
    expect(workspaceEn.minutes(null)).toBe('–')
    expect(workspaceEn.minutes(0)).toBe('under 1 min')
    expect(workspaceEn.minutes(0.2)).toBe('under 1 min')
    expect(workspaceEn.minutes(4.2)).toBe('4 min')
    expect(workspaceEn.minutes(59.6)).toBe('1 h')
    expect(workspaceEn.minutes(80)).toBe('1 h 20 min')
    expect(workspaceEn.minutes(90)).toBe('1 h 30 min')
    expect(workspaceEn.minutes(120)).toBe('2 h')
    expect(workspaceEn.minutes(2880)).toBe('2 d')
    expect(workspaceEn.minutes(3060)).toBe('2 d 3 h')
  })
})
