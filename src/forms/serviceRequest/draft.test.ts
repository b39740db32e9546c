import { describe, expect, it } from 'vitest'
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './draft'
import { wizardDefaults } from './steps'

function memory() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('service-request drafts', () => {
  it('keeps the answers and the step under petlead:service-request, never the photos', () => {
    const s = memory()
    saveDraft(s, 5, { ...wizardDefaults, zip_code: '94103', pet_name: 'Rex', photo: new Blob(['x']), quote: new Blob(['y']) })
    expect([...s.map.keys()]).toEqual([DRAFT_KEY])
    const d = loadDraft(s)!
    expect(d.step).toBe(5)
    expect(d.values).toMatchObject({ zip_code: '94103', pet_name: 'Rex' })
    expect(d.values).not.toHaveProperty('photo')
    expect(d.values).not.toHaveProperty('quote')
  })

  it('stores nothing for an untouched wizard, and removes an old draft then', () => {
    const s = memory()
    saveDraft(s, 1, wizardDefaults)
    expect(s.map.size).toBe(0)
    saveDraft(s, 2, { ...wizardDefaults, pet_name: 'Rex' })
    saveDraft(s, 2, wizardDefaults)
    expect(s.map.size).toBe(0)
  })

  it('clears, and ignores garbage, foreign values and missing or throwing storage', () => {
    const s = memory()
    saveDraft(s, 3, { ...wizardDefaults, pet_name: 'Rex' })
    clearDraft(s)
    expect(loadDraft(s)).toBeUndefined()
    s.map.set(DRAFT_KEY, '{not json')
    expect(loadDraft(s)).toBeUndefined()
    s.map.set(DRAFT_KEY, JSON.stringify({ step: 'x', values: {} }))
    expect(loadDraft(s)).toBeUndefined()
    expect(loadDraft(undefined)).toBeUndefined()
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => saveDraft(broken, 2, { ...wizardDefaults, pet_name: 'Rex' })).not.toThrow()
    expect(loadDraft(broken)).toBeUndefined()
    expect(() => clearDraft(broken)).not.toThrow()
  })
})
