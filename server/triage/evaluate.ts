import { readAgain } from './secondReader/readAgain'
import { triage, type Species, type Triage, type Urgency } from './triage'

/** One case of the case set (cases/dev.jsonl, cases/heldout.jsonl). */
export interface TriageCase {
  id: string
  text: string
  issue?: string | null
  lang: 'en' | 'es'
  species: Species
  age_months?: number | null
  expected: Urgency
  source?: string
  note?: string
}

/** A case the engine graded differently from its label. */
export interface Miss {
  id: string
  expected: Urgency
  got: Urgency
  text: string
  rules: string[]
}

/** The figures the thresholds are on. */
export interface Figures {
  cases: number
  emergencies: number
  /** Emergencies graded emergency, over emergencies. */
  recall: number
  /** Emergencies graded lower (1 - recall). */
  underTriage: number
  /** Non-emergencies graded emergency, over non-emergencies. */
  overTriage: number
  /** Cases graded exactly as labelled. */
  exact: number
  misses: Miss[]
}

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }

/** Who reads: the rules alone, or the rules and then the second reader, which may only raise (what a lead stores). */
export type Readers = 'rules' | 'rules+reader'

/** The engine's answer per case and readers, computed once: the figures of a set, its languages and its species read the same answers. */
const answers = { rules: new WeakMap<TriageCase, Triage>(), 'rules+reader': new WeakMap<TriageCase, Triage>() }
function graded(c: TriageCase, readers: Readers): Triage {
  let r = answers[readers].get(c)
  if (!r) {
    const input = { text: c.text, issue: c.issue ?? undefined, lang: c.lang, species: c.species, ageMonths: c.age_months ?? null }
    r = readers === 'rules' ? triage(input) : readAgain(graded(c, 'rules'), input)
    answers[readers].set(c, r)
  }
  return r
}

/** Runs the engine on each case and measures it the way the issue's thresholds are stated. */
export function evaluate(cases: TriageCase[], readers: Readers = 'rules+reader'): Figures {
  let emergencies = 0
  let caught = 0
  let nonEmergencies = 0
  let cried = 0
  let exact = 0
  const misses: Miss[] = []
  for (const c of cases) {
    const r = graded(c, readers)
    if (c.expected === 'emergency') {
      emergencies++
      if (r.urgency === 'emergency') caught++
    } else {
      nonEmergencies++
      if (r.urgency === 'emergency') cried++
    }
    if (r.urgency === c.expected) exact++
    else misses.push({ id: c.id, expected: c.expected, got: r.urgency, text: c.text, rules: r.signs.map((s) => `${s.rule}[${s.words}]`) })
  }
  misses.sort((a, b) => RANK[b.expected] - RANK[a.expected] || a.id.localeCompare(b.id))
  const recall = emergencies ? caught / emergencies : 1
  return {
    cases: cases.length,
    emergencies,
    recall,
    underTriage: 1 - recall,
    overTriage: nonEmergencies ? cried / nonEmergencies : 0,
    exact: cases.length ? exact / cases.length : 1,
    misses,
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** One line of figures, as `npm test` prints them. */
export function figuresLine(label: string, f: Figures): string {
  return `${label}: ${f.cases} cases, ${f.emergencies} emergencies; emergency recall ${pct(f.recall)} (under-triage ${pct(f.underTriage)}), over-triage ${pct(f.overTriage)}, exact ${pct(f.exact)}`
}

/** The figures per language and species. */
export function byGroup(cases: TriageCase[], readers: Readers = 'rules+reader'): Array<{ group: string; figures: Figures }> {
  const groups = new Map<string, TriageCase[]>()
  for (const c of cases) for (const g of [c.lang, c.species, `${c.lang}/${c.species}`]) groups.set(g, [...(groups.get(g) ?? []), c])
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([group, list]) => ({ group, figures: evaluate(list, readers) }))
}
