import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { byGroup, evaluate, figuresLine, type Readers, type TriageCase } from './evaluate'

const dir = fileURLToPath(new URL('./cases/', import.meta.url))
function load(name: string): TriageCase[] | null {
  const path = dir + name
  if (!existsSync(path)) return null
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TriageCase)
}

const dev = load('dev.jsonl') ?? []
/**
 * The held-out sets, each written blind from the labelling guide by writers who never saw the rules,
 * the second reader or any case, with what a lead stored for it on its first run (the rules, then the
 * second reader): `h8` (530 cases, two writers) and `h11` (300 cases, two writers, this round's final
 * measurement). Neither may fall below its first run. `h10`, the set between them, was read once its
 * first run was taken and is dev now (cases/LABELLING.md).
 */
const HELD_OUT = [
  { file: 'heldout.jsonl', label: 'held-out h8', firstRun: { caught: 235, emergencies: 238 } },
  { file: 'heldout-h11.jsonl', label: 'held-out h11', firstRun: { caught: 149, emergencies: 150 } },
].map((set) => ({ ...set, cases: load(set.file) }))

/** Figures of one set and its languages and species, never its cases: by default as a lead stores them (rules, then the second reader). */
function block(label: string, cases: TriageCase[], readers: Readers = 'rules+reader'): string[] {
  return [
    figuresLine(label, evaluate(cases, readers)),
    ...byGroup(cases, readers).map((g) => figuresLine(`  ${label} ${g.group}`, g.figures)),
  ]
}

/**
 * The gates. The honest figure is a held-out set's first run, so the gates are there: each held-out
 * set keeps the emergency recall it had when first run and over-triage at most 15%, overall and in each
 * language and species (the owners' safety allows that many cautious calls). Beside them, the dev cases the rules were written from and the
 * reader was trained on (seven spent held-out sets, the blind `h9` and the spent `h10` inside) keep 99% recall, so no
 * rule change loses a case. There is no gate on dev and held-out together: four fifths of that set
 * is what the rules were written from, so its figure flatters the engine. Measured on what a lead
 * stores: the rules, then the second reader; the rules alone are printed beside.
 */
const DEV_RECALL = 0.99
const OVER_TRIAGE = 0.15

describe('the triage case set', () => {
  // The held-out set's cases are never printed (its misses would teach whoever reads them its wording): only its totals.
  it('holds its gates: each held-out set no lower than its first run and over-triage at most 15% in each language and species, dev recall at least 99%', () => {
    expect(dev.length).toBeGreaterThan(0)
    const d = evaluate(dev)
    const lines = [
      ...HELD_OUT.flatMap((h) => (h.cases ? block(h.label, h.cases) : [`${h.label}: cases/${h.file} is not in this checkout`])),
      ...block('dev', dev),
      // The rules alone, beside: what the second reader adds is the difference.
      ...HELD_OUT.flatMap((h) => (h.cases ? block(`rules only: ${h.label}`, h.cases, 'rules') : [])),
      ...block('rules only: dev', dev, 'rules'),
      `dev misses (${d.misses.length}):`,
      ...d.misses.map((m) => `  ${m.expected} -> ${m.got}  ${m.id}: ${m.text}  [${m.rules.join(', ')}]`),
    ]
    console.log(lines.join('\n'))
    expect(d.recall).toBeGreaterThanOrEqual(DEV_RECALL)
    for (const h of HELD_OUT) {
      expect(h.cases, `cases/${h.file}`).not.toBeNull()
      const f = evaluate(h.cases!)
      expect(f.emergencies, h.label).toBe(h.firstRun.emergencies)
      expect(f.recall, `${h.label} recall`).toBeGreaterThanOrEqual(h.firstRun.caught / h.firstRun.emergencies)
      expect(f.overTriage, `${h.label} over-triage`).toBeLessThanOrEqual(OVER_TRIAGE)
      // The owners' limit holds in each language and each species, not only on average (their crossings are printed, not gated: a few dozen cases each).
      for (const g of byGroup(h.cases!).filter((g) => !g.group.includes('/')))
        expect(g.figures.overTriage, `${h.label} ${g.group} over-triage`).toBeLessThanOrEqual(OVER_TRIAGE)
    }
  }, 180_000)
})
