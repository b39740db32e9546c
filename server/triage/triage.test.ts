import { describe, expect, it } from 'vitest'
import { editDistance } from './editDistance'
import { itGrades, itGradesAll } from './gradedForTests'
import { TOXINS } from './toxins'
import { triage, worseUrgency, type Species } from './triage'

const u = (text: string, species: Species = 'dog', ageMonths: number | null = null) => triage({ text, species, ageMonths }).urgency
const rules = (text: string, species: Species = 'dog') => triage({ text, species }).signs.map((s) => s.rule)

describe('negation and time scope', () => {
  itGradesAll('not emergency', [
    ['dog', 'no blood in the stool, just soft'],
    ['dog', "he didn't get hit by a car, he just limps"],
    ['dog', 'not collapsing, only tired after long walks'],
    ['dog', 'she is not having seizures, she sleeps a lot'],
    ['dog', 'never had a seizure'],
    ['dog', 'he isnt vomiting anymore'],
    ['cat', 'without any trouble breathing'],
    ['dog', 'sin sangre en la caca'],
    ['dog', 'no convulsiona ni se desmaya'],
    ['dog', 'ni vomita ni tiene diarrea'],
    ['dog', 'nunca ha tenido convulsiones'],
    ['dog', 'ya no vomita'],
  ])
  it.each([
    'had a seizure 2 years ago, needs a refill of his meds',
    'was hit by a car as a puppy, fine now',
    'tuvo convulsiones hace dos años, ahora está bien',
    'el año pasado lo atropellaron, hoy solo revisión',
  ])('long past: %s is routine', (text) => {
    expect(u(text)).toBe('routine')
  })
  it('a sign some weeks ago is worth a visit, not an emergency', () => {
    expect(u('he had a seizure 3 weeks ago')).toBe('soon')
  })
  it('a question about a toxin is not an exposure; the exposure is', () => {
    expect(u('can dogs eat grapes?')).toBe('routine')
    expect(u('he ate grapes')).toBe('emergency')
    expect(u('¿pueden los perros comer uvas?')).toBe('routine')
  })
  it('negation does not reach past a clause or a new sign', () => {
    expect(u('no vomiting, but he collapsed')).toBe('emergency')
    expect(u('not eating and having seizures')).toBe('emergency')
    expect(u('no come, pero convulsiona')).toBe('emergency')
  })
})

describe('words that are also names inside JavaScript objects', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty valueOf'])('%s is an ordinary word, read without error', (text) => {
    for (const lang of ['en', 'es'] as const) expect(triage({ text, lang, species: 'dog' }).urgency).toBe('routine')
  })
})

describe('word boundaries', () => {
  it.each([
    ['playing in the kitchen', 'skin'],
    ['took out the trash', 'skin'],
    ['he is a fit and happy boy', 'seizure'],
    ['chocolate lab puppy for a checkup', 'toxin:chocolate'],
    ['se la pasa en la cocina', 'toxin:illicitDrugs'],
    ['limpio sus orejas cada semana', 'limping'],
  ])('%s does not fire %s', (text, rule) => {
    expect(rules(text)).not.toContain(rule)
  })
})

describe('typos and slang', () => {
  it.each([
    ['he had siezures this morning', 'seizure'],
    ['vomitting all night and now seizuring', 'seizure'],
    ['cat cant pee', 'urinary-blockage'],
    ['puking and has diarhea', 'vomiting'],
    ['my dog threw a fit on the floor, paddling', 'seizure'],
    ['se comio un chocolate', 'toxin:chocolate'],
  ])('%s reads as %s', (text, rule) => {
    expect(rules(text, text.startsWith('cat') ? 'cat' : 'dog')).toContain(rule)
  })
  it('Damerau-Levenshtein counts a swap as one edit', () => {
    expect(editDistance('siezure', 'seizure')).toBe(1)
    expect(editDistance('vomitting', 'vomiting')).toBe(1)
    expect(editDistance('breed', 'bleed')).toBe(1)
  })
})

describe('species and age', () => {
  // Panting, a day without food, lilies and permethrin weigh more in a cat; a male cat with nothing coming out is blocked.
  itGrades([
    ['cat', 'panting with her mouth open', 'emergency'],
    ['dog', 'panting after a walk', 'routine'],
    ['cat', "hasn't eaten since yesterday", 'emergency'],
    ['dog', "hasn't eaten since yesterday", 'soon'],
    ['cat', 'chewed a lily leaf', 'emergency'],
    ['dog', 'chewed a lily leaf', 'soon'],
    ['cat', 'I put permethrin flea drops on him', 'emergency'],
    ['cat', 'in and out of the litter box, nothing comes out, crying', 'emergency'],
    ['cat', 'entra y sale del arenero, no hace pipí y llora', 'emergency'],
  ])
  it('a vomiting puppy is uncertain (what to watch for); unvaccinated it is an emergency', () => {
    const r = triage({ text: 'vomiting since this morning', species: 'dog', ageMonths: 3, lang: 'es' })
    expect(r.urgency).toBe('soon')
    expect(r.uncertain?.watchFor.join(' ')).toMatch(/parvovirus/)
    expect(r.uncertain?.callNowIf.length).toBeGreaterThan(0)
    expect(u('vomiting and diarrhea, no vaccines yet', 'dog', 3)).toBe('emergency')
  })
  it('an ear complaint said as "head shaking" is about the ear: no low energy, no breathing-and-gums box', () => {
    for (const text of ['Scratching her left ear, head shaking', 'head shaking and scratching at his ears']) {
      const r = triage({ text, species: 'dog', lang: 'en' })
      expect(r.signs.map((s) => s.rule)).toContain('ear')
      expect(r.signs.map((s) => s.rule)).not.toContain('low-energy')
      expect(r.watch ?? []).not.toContain('lethargy')
    }
    // Trembling is still low energy.
    expect(triage({ text: 'she is shaking all over and hiding', species: 'dog' }).signs.map((s) => s.rule)).toContain('low-energy')
  })
  it("the pet's name is not read as a word", () => {
    expect(triage({ text: 'Lily is sneezing', species: 'cat', petName: 'Lily' }).urgency).toBe('soon')
  })
})

describe('never downgrade', () => {
  it('the worse of two urgencies wins; a missing model answer changes nothing', () => {
    expect(worseUrgency('soon', 'emergency')).toBe('emergency')
    expect(worseUrgency('emergency', 'routine')).toBe('emergency')
    expect(worseUrgency('soon', null)).toBe('soon')
  })
})

describe('every toxin in the lexicon', () => {
  for (const t of TOXINS) {
    for (const species of ['dog', 'cat'] as const) {
      const dangerous = t.species.includes(species)
      const name = t.names[0]
        .replace(/\|.*?( |$)/g, '$1')
        .replace(/_/g, ' ')
        .replace(/[*?]/g, '')
        .replace(/~\d /g, '')
      const es = t.es[0]
        .replace(/\|.*?( |$)/g, '$1')
        .replace(/_/g, ' ')
        .replace(/[*?]/g, '')
        .replace(/~\d /g, '')
      it(`${t.id} (${name} / ${es}) for a ${species}: ${dangerous ? (t.urgency ?? 'emergency') : 'not this toxin'}`, () => {
        const en = triage({ text: `my ${species} ate ${name}`, species })
        const sp = triage({ text: `mi ${species === 'dog' ? 'perro' : 'gato'} se comió ${es}`, species, lang: 'es' })
        for (const r of [en, sp]) {
          if (dangerous) {
            expect(r.signs.map((s) => s.rule)).toContain(`toxin:${t.id}`)
            expect(r.urgency).toBe(t.urgency ?? 'emergency')
          } else if (t.otherSpecies) expect(r.urgency).not.toBe('emergency')
          else expect(r.signs.map((s) => s.rule)).not.toContain(`toxin:${t.id}`)
        }
      })
    }
  }
})
