import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { prevInfo } from '../../reference/seedData'

/**
 * The triage case set is data, so this checks only its shape: every line is one case with valid
 * fields, ids and texts are unique across all files, each file covers both languages, both
 * species and all three urgencies, and the held-out files are a sixth to a third of the whole (a held-out set joins dev once its first run
 * is taken, so the share falls until the next blind set arrives; below a sixth, dev outweighs it too far).
 * It never runs the engine: the expected urgencies are written independently of it.
 */

interface Case {
  id: string
  text: string
  issue: string | null
  lang: 'en' | 'es'
  species: 'dog' | 'cat'
  age_months: number | null
  expected: 'emergency' | 'soon' | 'routine'
  source: string
  note: string
}

const FIELDS = ['id', 'text', 'issue', 'lang', 'species', 'age_months', 'expected', 'source', 'note']
const ISSUES = new Set(prevInfo.map((p) => p.description))
const URGENCIES = ['emergency', 'soon', 'routine']

function readCases(name: string): Case[] {
  const raw = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')
  expect(raw.endsWith('\n'), `${name} ends with a newline`).toBe(true)
  return raw
    .slice(0, -1)
    .split('\n')
    .map((line, i) => {
      expect(line.trim(), `${name} line ${i + 1} is not blank`).not.toBe('')
      return JSON.parse(line) as Case
    })
}

const files = { dev: readCases('dev.jsonl'), heldout: readCases('heldout.jsonl'), 'heldout-h11': readCases('heldout-h11.jsonl') }
const held = [...files.heldout, ...files['heldout-h11']]
const all = [...files.dev, ...held]

describe('triage case set', () => {
  it.each(Object.entries(files))('%s: every case has exactly the valid fields', (_name, cases) => {
    for (const c of cases) {
      const where = `case ${c.id}`
      expect(Object.keys(c).sort(), where).toEqual([...FIELDS].sort())
      expect(c.id, where).toMatch(/^(en|es)-(dog|cat)-[a-z0-9]+(-[a-z0-9]+)*-\d{2}$/)
      expect(c.id.startsWith(`${c.lang}-${c.species}-`), where).toBe(true)
      expect(typeof c.text === 'string' && c.text.trim().length > 0, where).toBe(true)
      expect(c.issue === null || ISSUES.has(c.issue), `${where}: issue is a value the widgets send`).toBe(true)
      expect(['en', 'es'], where).toContain(c.lang)
      expect(['dog', 'cat'], where).toContain(c.species)
      expect(c.age_months === null || (typeof c.age_months === 'number' && c.age_months >= 0), where).toBe(true)
      expect(URGENCIES, where).toContain(c.expected)
      expect(c.source, `${where}: source names a public page`).toMatch(/https?:\/\/\S+/)
      expect(c.note.trim().length, where).toBeGreaterThan(0)
    }
  })

  it('ids and texts are unique across all files', () => {
    const ids = all.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const texts = all.map((c) => c.text.trim().toLowerCase())
    expect(new Set(texts).size).toBe(texts.length)
  })

  it.each(Object.entries(files))('%s covers both languages, both species and all three urgencies', (_name, cases) => {
    expect(new Set(cases.map((c) => c.lang))).toEqual(new Set(['en', 'es']))
    expect(new Set(cases.map((c) => c.species))).toEqual(new Set(['dog', 'cat']))
    expect(new Set(cases.map((c) => c.expected))).toEqual(new Set(URGENCIES))
  })

  it('has at least 400 cases, a sixth to a third held out, and the intended mix', () => {
    expect(all.length).toBeGreaterThanOrEqual(400)
    const heldShare = held.length / all.length
    expect(heldShare).toBeGreaterThan(0.16)
    expect(heldShare).toBeLessThan(0.34)
    const share = (pick: (c: Case) => boolean) => all.filter(pick).length / all.length
    expect(share((c) => c.expected === 'emergency')).toBeGreaterThan(0.35)
    expect(share((c) => c.expected === 'soon')).toBeGreaterThan(0.2)
    expect(share((c) => c.expected === 'routine')).toBeGreaterThan(0.2)
    expect(share((c) => c.lang === 'es')).toBeGreaterThan(0.3)
    expect(share((c) => c.species === 'cat')).toBeGreaterThan(0.25)
  })
})
