import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CORPUS, corpusMarkdown, corpusNote, type CorpusCase } from '../testing/assessmentCorpus'
import { en } from '../text/en'
import { es } from '../text/es'
import type { Lang } from '../text/lang'

const TEXT = { en, es }

/** Words that name the other species (a dog's note must not speak of cats, and the reverse), in both languages. */
const SPECIES_WORDS = {
  dog: /\b(cats?|kittens?|gat[oa]s?|gatitos?)\b/i,
  cat: /\b(dogs?|pupp(y|ies)|perr[oa]s?|cachorros?)\b/i,
}
/** Phrases that say how soon to act; a note has exactly one, in its urgency statement. */
const TIME_FRAMES = {
  en: /\b(now|today|tonight|right away|immediately|at once|same day|that day|within (the next |the |a |an |one |two |\d+ |a few |few )*(minutes?|hours?|days?|weeks?|months?)|next few (days|weeks)|this week|next month|few weeks|next routine visit|routine visit|yearly exam)\b/gi,
  es: /(\bahora\b|\bhoy\b|de inmediato|enseguida|el mismo día|ese día|dentro de (los próximos |las próximas |la |el |un |una |\d+ |unos |unas )*(minutos?|horas?|días?|semanas?|mes(es)?)|en los próximos (días|meses)|en las próximas (horas|semanas)|esta semana|próximo mes|próximas semanas|consulta de rutina|examen anual)/gi,
}
/** Words that state an urgency; only the urgency statement may use them. */
const URGENCY_WORDS = { en: /\b(emergenc\w*|urgen\w*)\b/gi, es: /\b(emergencias?|urgen\w*)\b/gi }
const URGENCY_LINE = { en: /^Urgency: (HIGH|MODERATE|LOW)\./gm, es: /^Urgencia: (ALTA|MODERADA|BAJA)\./gm }
const LEVEL = { emergency: 0, soon: 1, routine: 2 } as const

/** The note's paragraphs, and the signs its care list names, as catalogue keys (so languages compare). */
function read(note: string, lang: Lang) {
  const t = TEXT[lang]
  const paragraphs = note.split('\n\n')
  const care = paragraphs.find((p) => p.startsWith(t.offline.careHeading)) ?? ''
  const named = Object.entries(t.flags)
    .filter(([, f]) => care.split('\n').some((l) => l.toLowerCase().startsWith(`- ${f.sign.toLowerCase()}:`)))
    .map(([k]) => k)
    .sort()
  const sections = paragraphs.map((p) =>
    p
      .split('\n')
      .map((l) => (l.startsWith('- ') ? '-' : 'p'))
      .join(''),
  )
  return { paragraphs, named, sections, bullets: care.split('\n').length }
}

function check(c: CorpusCase, lang: Lang) {
  const { urgency, note } = corpusNote(c, lang)
  const t = TEXT[lang]
  const { paragraphs } = read(note, lang)
  const where = `${c.form} ${JSON.stringify(c.data.additional_info ?? c.data.doctor_notes ?? c.data.request)} (${lang})`
  // Species-correct: nothing written for another species.
  const species = String(c.data.pet_type).toLowerCase() === 'cat' ? 'cat' : 'dog'
  expect(note, where).not.toMatch(SPECIES_WORDS[species])
  // The complaint first: the paragraph after the title answers what was asked, before the urgency.
  expect(paragraphs[1], where).not.toMatch(new RegExp(URGENCY_LINE[lang].source, 'm'))
  if (c.says.length) expect(paragraphs[1], where).not.toBe(t.offline.noComplaint)
  for (const flag of c.says) expect(note.toLowerCase(), `${where}: answers ${flag}`).toContain(`- ${t.flags[flag].sign.toLowerCase()}:`)
  // Exactly one urgency statement, the stored one, third, with exactly one time frame in the whole note.
  const statements = note.match(URGENCY_LINE[lang]) ?? []
  expect(statements, where).toHaveLength(1)
  expect(paragraphs[2], where).toBe(t.offline.urgency[urgency])
  expect(note.match(TIME_FRAMES[lang]) ?? [], where).toHaveLength(1)
  expect(paragraphs[2]!.match(TIME_FRAMES[lang]) ?? [], where).toHaveLength(1)
  const elsewhere = paragraphs.filter((_, i) => i !== 2).join('\n\n')
  expect(elsewhere.match(URGENCY_WORDS[lang]) ?? [], where).toEqual([])
  // Well-formed: every line after the title a finished sentence or a heading, no run-on, no empty list, no doubled punctuation.
  for (const line of note.split('\n').slice(1).filter(Boolean)) {
    expect(line, where).toMatch(/[.:)]$/)
    expect(line, where).not.toMatch(/\.\.|\s[.,;:]| {2}|:\.$/)
    if (line.endsWith(':') && !line.startsWith('- ')) expect(note, where).toContain(`${line}\n- `)
  }
  return { urgency, note }
}

describe('the assessment corpus', () => {
  it('has at least 60 submissions from every form that writes a note, both species, both languages of words, photos and every urgency', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(CORPUS.map((c) => c.kind))).toEqual(new Set(['health', 'dental', 'dental_check', 'qr_dental', 'low_cost']))
    expect(new Set(CORPUS.map((c) => String(c.data.pet_type).toLowerCase()))).toEqual(new Set(['dog', 'cat']))
    expect(CORPUS.some((c) => c.photo) && CORPUS.some((c) => !c.photo)).toBe(true)
    expect(new Set(CORPUS.map((c) => corpusNote(c, 'en').urgency))).toEqual(new Set(['emergency', 'soon', 'routine']))
  })

  it.each(CORPUS.map((c, i) => [i + 1, c] as const))(
    'case %i: for this species, the complaint first, one urgency with one time frame, the same signs in English and Spanish',
    (_, c) => {
      const english = check(c, 'en')
      const spanish = check(c, 'es')
      const a = read(english.note, 'en')
      const b = read(spanish.note, 'es')
      expect(b.named, 'the signs named').toEqual(a.named)
      expect(b.sections, 'the paragraphs, lines and bullets').toEqual(a.sections)
      expect(LEVEL[spanish.urgency]).toBe(LEVEL[english.urgency])
    },
  )

  it('is rendered in docs/assessment-corpus.md, as it is now (npm run docs:corpus)', () => {
    expect(readFileSync(new URL('../../docs/assessment-corpus.md', import.meta.url), 'utf8')).toBe(corpusMarkdown())
  })
})
