import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { ServerText } from '../text/en'
import { correctTypos } from './correctTypos'
import { fold, tokenise, type Token } from './normalise'
import { findPhrase, phrase, type Phrase } from './phrase'
import { RULES, type Urgency } from './rules'
import { scopeOf, type Scope } from './scope'
import { SOURCES, type SourceId } from './sources'
import { TOXINS, type Species } from './toxins'
import { prevInfo } from '../reference/seedData'

export type { Urgency } from './rules'
export type { Species } from './toxins'

/** What the engine reads: the owner's words and what the form says about the pet. */
export interface TriageInput {
  text: string
  /** The issue chosen from the form's list, if any. */
  issue?: string
  /** The language signs and advice are named in (English by default); both languages are matched. */
  lang?: Lang
  /** Dog when unknown: the forms default to it. */
  species?: Species
  /** Age in months, when the birthday is known. */
  ageMonths?: number | null
  /** The pet's name, never read as a word ("Lily" the cat is not a lily). */
  petName?: string
  sex?: string
  /** 'yes', 'no' or 'unsure', as the forms send it. */
  neutered?: string
}

/** A sign found, with the owner's words that matched, for the clinic. */
export interface Sign {
  /** Its name in the requested language. */
  sign: string
  /** The owner's own words that matched. */
  words: string
  /** The rule (or toxin) that fired. */
  rule: string
  /** The public page the rule follows. */
  source: string
  urgency: Urgency
  /** The catalogue key of the sign's name and advice. */
  flag: keyof ServerText['flags']
  /** The advice in the requested language. */
  advice: string
}

/** What to watch for and when to call at once, where the words are not enough to decide. */
export interface Uncertain {
  watchFor: string[]
  callNowIf: string[]
}

/** The engine's answer. */
export interface Triage {
  urgency: Urgency
  signs: Sign[]
  uncertain?: Uncertain
  /** The catalogue keys of `uncertain`, so a stored answer can be said again in another language. */
  watch?: WatchKey[]
}

/** A key of the "what to watch for" texts. */
export type WatchKey = keyof ServerText['triageWatch']

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }

/** The worse of two urgencies: the rule that lets a model raise, never lower, the engine's answer. */
export function worseUrgency(a: Urgency, b: Urgency | null | undefined): Urgency {
  return b && RANK[b] > RANK[a] ? b : a
}

interface Compiled { id: string; flag: Sign['flag']; urgency: SignRuleUrgency; phrases: Phrase[]; source: SourceId; not: Phrase[]; prescribed: boolean; species?: Species[]; calm?: Phrase[]; otherSpecies?: Urgency }
type SignRuleUrgency = Urgency | Record<Species, Urgency>

const COMPILED: Compiled[] = [
  ...TOXINS.map((t) => ({
    id: `toxin:${t.id}`, flag: 'poisoning' as const, urgency: t.urgency ?? 'emergency', phrases: [...t.names, ...t.es].map(phrase), source: t.source,
    not: (t.not ?? []).map(phrase), prescribed: !!t.prescribed, species: t.species, otherSpecies: t.otherSpecies,
  })),
  { id: 'poisoning', flag: 'poisoning', urgency: 'emergency', source: 'emergencyCare', not: [], prescribed: false,
    phrases: ['poison*', 'toxic', 'toxin*', 'intoxicat*', 'envenen*', 'veneno', 'intoxic*', 'toxico|toxica', 'insecticide', 'pesticide', 'herbicide', 'weed killer', 'fertili?er', 'insecticida', 'pesticida', 'herbicida'].map(phrase) },
  ...RULES.map((r) => ({ id: r.id, flag: r.flag, urgency: r.urgency, phrases: [...r.en, ...r.es].map(phrase), source: r.source, not: (r.not ?? []).map(phrase), prescribed: false, calm: (r.calm ?? []).map(phrase) })),
]

const EXACT = new Set<string>()
const STEMS = new Set<string>()
for (const c of COMPILED) {
  for (const p of c.phrases) for (const s of p) for (const a of s.alts) for (const w of a.split('_')) (w.endsWith('*') ? STEMS : EXACT).add(w.replace(/\*$/, ''))
}

/** Words that make a prescribed medicine an accident: the pet got into it or was given too much. */
const ACCIDENT = ['ate|eaten|eat|chewed|chew|swallowed|gulped|stole|found|licked|got_into|get_into|gotten_into|getting_into|overdose*|extra|double|too_many|too_much|whole|entire|bottle|pack|box|several|handful|accident*', 'comio|come|trago|mordio|encontro|doble|sobredosis|frasco|caja|varias|todas|accidental*|de_mas'].map(phrase)
const YOUNG = ['~1 1|2|3|4|5|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco month|months|mo|mes|meses old|de|edad', 'puppy|puppies|pup|kitten|kittens|kitty|cachorro|cachorra|cachorrito|cachorrita|gatito|gatita|gatitos', '~1 weeks|week|wk|wks old', '~1 semanas|semana de ~1 edad|nacid*|vida', 'tiene ~1 semanas'].map(phrase)
const UNVACCINATED = ['unvaccinated|unvaxxed', 'not|no|never|hasnt|havent|isnt|without|no ~3 vaccinated|vaccines|shots|vaccine|vaccinations|jabs|boosters', 'missed ~2 shots|vaccines|boosters', 'only ~2 one|1|first ~1 shot|vaccine|set', 'solo ~2 una|primera ~1 vacuna', 'sin ~1 vacunas|vacunar|vacuna', 'no ~3 vacunad*|vacunas|vacuna', 'nunca ~2 vacunad*', 'one|1|first ~1 set|round|dose? of? vaccine|vaccines|shot|shots|jab', 'only|just ~3 one|1|first|his_first|her_first ~2 shot|shots|vaccine|set|round', 'not|hasnt|didnt ~3 finish*|completed|done|all ~3 shots|vaccines|series', 'una|1|primera ~1 sola? vacuna|dosis', 'solo|nomas|nada_mas|apenas ~3 una|1|primera ~2 vacuna|dosis', 'le_falta|le_faltan|faltan|falta ~3 vacuna|vacunas|refuerzo*', 'no ~3 termin*|complet* ~3 vacunas|esquema', 'sin ~2 todas ~2 vacunas'].map(phrase)
const VACCINE_UNKNOWN = ['dont_know|not_sure|unsure|unknown|no_idea|no_se|no_sabemos|quien_sabe ~4 vaccin*|shots|vacun*', 'no se ~3 vacun*', 'rescue|stray|shelter|callejero|rescatad*|rescatamos|encontre|found_him|found_her|breeder|criadero|regalaron|adopt*'].map(phrase)
const LONG = [
  '~1 day|days|dias', '24|36|48|72 ~1 hours|hrs|hr|horas', 'since yesterday|friday|saturday|sunday|monday|tuesday|wednesday|thursday', 'a_day|two_days|all_day|full_day|whole_day|since_last_night|since_yesterday', 'over|more than ~1 a day|24', 'in a day',
  'desde ayer|anoche|el_lunes|el_martes|el_miercoles|el_jueves|el_viernes|el_sabado|el_domingo', '~1 dia|dias|24|36|48|72 horas', 'todo el dia', 'un_dia|dos_dias|todo_el_dia', 'mas de ~1 un dia|24',
].map(phrase)
const DIARRHEA = ['diarr*|diarea|runs|runny|loose|watery|diarrea*|suelt*|aguad*|liquid*|chorro'].map(phrase)
const VOMIT = ['vomit*|puk*|throw*|threw|devuelve|vomita*|vomito*'].map(phrase)
const BLOODY = ['blood|bloody|sangre'].map(phrase)
const RESOLVED = ['back to normal', 'fine now|today', 'normal now', 'totally|perfectly fine', 'doing fine', 'all good', 'seems fine|ok|okay|normal', 'was normal', 'ya esta bien', 'ya normal', 'como si nada', 'esta perfecto', 'parece bien', 'hoy comio bien', 've bien', 'sees fine', 'not bothering', 'no le molesta', 'no more vomiting|puking', 'ya paro'].map(phrase)
const EXERTION = ['after|despues ~3 play*|chasing|jugar|run*|exercise|correr|laser'].map(phrase)
const CHRONIC = ['over ~2 month|months|weeks', 'slowly|gradual*', 'poco a poco', 'este mes', 'last month'].map(phrase)
/** Vet logic that needs several facts, not one phrase: the words below are concepts, matched in either language. */
const MALE = ['male|boy|tom|tomcat|him|he|hes|his|macho|machito|gatito|el_gato|mi_gato|un_gato|castrado|neutered'].map(phrase)
const LITTER = ['litter|litterbox|tray|arenero|arenera|arena|areneros', 'strain*|straining|pushing|puja|pujando|hace_fuerza|se_esfuerza', 'drops|dribbl*|gotas|gotitas|gotita|poquito|poquitito', 'sink|tub|bathtub|lavabo|lavamanos|tina|banera|regadera'].map(phrase)
const HEAT = ['in|out_of|after|finished|ended|had|her|last ~1 heat|season', 'heat ~3 ago|last|weeks|month|recently|ended', 'celo|calor ~3 hace|pasado|paso|semanas|mes|termino|acabo', 'estuvo|andaba|anduvo|salio ~2 en? celo', 'en celo', 'celo'].map(phrase)
const INTACT = ['intact|unspayed|entire', 'not|never|isnt|hasnt|wasnt ~2 spayed|fixed|desexed|neutered', 'sin ~1 esterilizar|operar|castrar', 'no ~3 esterilizada|operada|castrada|la_operamos|la_esterilizamos', 'nunca ~3 esterilizada|operada|operamos|esterilizamos', 'esta entera'].map(phrase)
const FEMALE = ['she|her|hers|girl|female|bitch|hembra|perra|perrita|gata|gatita|ella|la'].map(phrase)
const LISTED_ISSUES = new Set(prevInfo.map((p) => fold(p.description)))
const UNKNOWN_INGESTION = ['ate|eaten|swallowed|got into ~3 something|trash|garbage|compost|unknown|whatever', 'got into ~2 trash|garbage|cabinet|purse|bag', 'se comio|comio ~2 algo|basura', 'se metio en ~2 basura'].map(phrase)

/** "30 hours", "36 horas": at least a day. */
function longHours(text: string): boolean {
  return [...fold(text).matchAll(/(\d+)\s*(hours|hrs|hr|horas|h)\b/g)].some((m) => Number(m[1]) >= 24)
}

function ageIsYoung(input: TriageInput, tokens: Token[]): boolean {
  if (input.ageMonths != null) return input.ageMonths < 6
  return YOUNG.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e, { negatable: false }) !== 'history'))
}

function anyIn(tokens: Token[], list: Phrase[]): boolean {
  return list.some((p) => findPhrase(tokens, p).length > 0)
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1]
}

function accidentNear(tokens: Token[], [s, e]: [number, number]): boolean {
  const clause = tokens[s].clause
  const near = tokens.slice(Math.max(0, s - 6), Math.min(tokens.length, e + 6)).filter((t) => Math.abs(t.clause - clause) <= 1)
  return ACCIDENT.some((p) => findPhrase(near, p).length > 0)
}

interface Hit { c: Compiled; span: [number, number]; scope: Scope; urgency: Urgency }

/**
 * Triage of an owner's description: the signs found in their words (both languages, typos
 * corrected, denied and past signs left out), each with the rule and the public source it
 * follows, the urgency of the worst, and where the words are ambiguous for an emergency, what
 * to watch for and when to call at once. Guidance, not a diagnosis; the same engine serves the
 * server, the e-mails, the workspace and `npm run triage`.
 */
export function triage(input: TriageInput): Triage {
  const lang = input.lang ?? 'en'
  const species: Species = input.species ?? 'dog'
  // The issue picked from the form's list is a category, not the owner's words: "breathing difficulties" there is not a sign.
  const issue = input.issue && !LISTED_ISSUES.has(fold(input.issue).trim()) ? input.issue : ''
  const text = [issue, input.text].filter(Boolean).join('.\n')
  const name = input.petName ? fold(input.petName).replace(/'/g, '') : ''
  const tokens = correctTypos(tokenise(text), EXACT, [...STEMS]).map((t) => (name && t.w === name ? { ...t, w: '_name_' } : t))

  const hits: Hit[] = []
  for (const c of COMPILED) {
    if (c.species && !c.species.includes(species) && !c.otherSpecies) continue
    const otherSpecies = !!c.species && !c.species.includes(species)
    const calm = !!c.calm?.some((p) => findPhrase(tokens, p).length) || anyIn(tokens, RESOLVED)
    for (const p of c.phrases) {
      for (const span of findPhrase(tokens, p)) {
        if (c.not.some((n) => findPhrase(tokens, n).some((ns) => overlaps(ns, span)))) continue
        // A capitalised word inside a sentence is a name ("my cat Lily") for the plant and food names that are also pets' names.
        if (c.id.startsWith('toxin:') && span[1] - span[0] === 1 && tokens[span[0]].named && ['toxin:lilies', 'toxin:chocolate', 'toxin:sagoPalm'].includes(c.id)) continue
        if (c.prescribed && !accidentNear(tokens, span)) continue
        const scope = scopeOf(tokens, span[0], span[1])
        let base: Urgency = otherSpecies ? c.otherSpecies! : typeof c.urgency === 'string' ? c.urgency : c.urgency[species]
        // "Fine now", "same size for a year": a sign worth a visit becomes routine; an emergency stays one.
        if (calm && base === 'soon' && c.flag !== 'poisoning' && c.flag !== 'foreignBody' && c.id !== 'skin-lesion' && c.id !== 'belly-growing') base = 'routine'
        if (c.id === 'cat-open-mouth-breathing' && base === 'emergency' && (calm || anyIn(tokens, EXERTION))) base = 'soon'
        if (c.id === 'bloat' && anyIn(tokens, CHRONIC)) base = 'soon'
        hits.push({ c, span, scope, urgency: base })
      }
    }
  }

  const current = hits.filter((h) => h.scope === 'current' || h.scope === 'weeksAgo').map((h) => (h.scope === 'weeksAgo' && h.urgency === 'emergency' ? { ...h, urgency: 'soon' as Urgency } : h))
  // A longer match covers a shorter one inside it ("vomiting blood" is bleeding, not only vomiting).
  const kept = current.filter((h) => !current.some((o) => o !== h && RANK[o.urgency] > RANK[h.urgency] && o.span[0] <= h.span[0] && o.span[1] >= h.span[1] && o.c.flag === h.c.flag))
  const words = serverText(lang).flags
  const watch = serverText(lang).triageWatch
  const signs: Sign[] = []
  const seen = new Set<string>()
  const add = (rule: string, flag: Sign['flag'], urgency: Urgency, span: [number, number] | null, source: SourceId) => {
    if (seen.has(rule)) return
    seen.add(rule)
    signs.push({ sign: words[flag].sign, advice: words[flag].advice, words: span ? tokens.slice(span[0], span[1]).map((t) => t.raw).join(' ') : '', rule, source: SOURCES[source].url, urgency, flag })
  }
  for (const h of kept) add(h.c.id, h.c.flag, h.urgency, h.span, h.c.source)

  const has = (rule: string) => kept.find((h) => h.c.id === rule)
  const uncertain: Array<keyof ServerText['triageWatch']> = []
  const gi = has('vomiting')
  if (gi && ageIsYoung(input, tokens)) {
    const unknown = anyIn(tokens, VACCINE_UNKNOWN)
    const severe = (hits.some((h) => h.c.id === 'low-energy' && h.scope === 'current') || anyIn(tokens, BLOODY)) || (anyIn(tokens, DIARRHEA) && anyIn(tokens, VOMIT))
    if (anyIn(tokens, UNVACCINATED) || (unknown && severe)) add('young-unvaccinated-gi', 'vomiting', 'emergency', gi.span, 'parvo')
    else {
      add('young-gi', 'vomiting', 'soon', gi.span, 'parvo')
      uncertain.push(species === 'cat' ? 'youngCatGi' : 'youngDogGi')
    }
  } else if (gi && anyIn(tokens, UNVACCINATED) && species === 'dog') {
    add('unvaccinated-gi', 'vomiting', 'soon', gi.span, 'parvo')
    uncertain.push('youngDogGi')
  } else if (gi) uncertain.push('gi')
  const fast = has('not-eating')
  if (fast && species === 'cat') {
    if (anyIn(tokens, LONG) || longHours(text)) add('cat-not-eating-24h', 'notEating', 'emergency', fast.span, 'emergencyList')
    else uncertain.push('catNotEating')
  }
  if (input.species === 'dog' && /^f/i.test(input.sex ?? '') && input.neutered === 'no' && (has('thirst') || gi || has('low-energy') || fast)) {
    add('pyometra-intact-female', 'pyometra', 'emergency', null, 'emergencyList')
  }
  const isCurrent = (list: Phrase[]) => list.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e) === 'current'))
  // A heat is past by nature (pyometra follows it by weeks): only a denied or asked-about one does not count.
  const lived = (list: Phrase[]) => list.some((p) => findPhrase(tokens, p).some(([s, e]) => !['negated', 'hypothetical'].includes(scopeOf(tokens, s, e))))
  // A male cat making trips to the litter box or straining with little or nothing to show for it is blocked until proven otherwise.
  const urinary = has('scant-urine') ?? has('urinary-frequent') ?? has('cat-straining') ?? (species === 'cat' ? has('thirst') : undefined)
  if (species === 'cat' && (/^m/i.test(input.sex ?? '') || anyIn(tokens, MALE)) && (urinary || (isCurrent(LITTER) && (has('low-energy') || has('not-eating') || has('vomiting'))))) {
    add('male-cat-litter-box', 'urine', 'emergency', urinary?.span ?? null, 'blockedCat')
  }
  // Two to ten weeks after a heat, an intact female that is listless, off food, vomiting, drinking a lot or with discharge has pyometra until proven otherwise.
  const unwell = has('thirst') ?? gi ?? has('low-energy') ?? fast ?? has('pyometra') ?? has('belly-growing') ?? has('bloat')
  const female = /^f/i.test(input.sex ?? '') || anyIn(tokens, FEMALE)
  if (unwell && female && (lived(HEAT) || isCurrent(INTACT) || input.neutered === 'no')) add('pyometra-after-heat', 'pyometra', 'emergency', unwell.span, 'pyometraHeat')
  // A dog whose belly is swelling while it retches or vomits may have a twisted stomach.
  const belly = has('belly-growing')
  if (species === 'dog' && belly && (gi || has('low-energy')) && !anyIn(tokens, CHRONIC)) add('dog-belly-swelling-retching', 'bloat', 'emergency', belly.span, 'gdv')
  if (!signs.some((s) => s.flag === 'poisoning') && !anyIn(tokens, RESOLVED) && UNKNOWN_INGESTION.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e) === 'current'))) {
    add('unknown-ingestion', 'foreignBody', 'soon', null, 'uptown')
    uncertain.push('ingestion')
  }
  if (has('low-energy') && !signs.some((s) => s.urgency === 'emergency')) uncertain.push('lethargy')

  signs.sort((a, b) => RANK[b.urgency] - RANK[a.urgency])
  const urgency = signs.reduce<Urgency>((u, s) => worseUrgency(u, s.urgency), 'routine')
  const result: Triage = { urgency, signs }
  if (urgency !== 'emergency' && uncertain.length) {
    const keys = [...new Set(uncertain)]
    result.uncertain = { watchFor: keys.flatMap((k) => watch[k].watchFor), callNowIf: keys.flatMap((k) => watch[k].callNow) }
    result.watch = keys
  }
  return result
}
