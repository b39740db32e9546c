import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { ServerText } from '../text/en'
import type { DangerSign } from '../../src/schemas/dangerSigns'
import { correctTypos } from './correctTypos'
import { DANGER_SIGN_TABLE } from './dangerSigns'
import { en } from '../../src/text/en'
import { ACCIDENT, INGESTED, NOT_REAL, PET_WORDS, REAL, RESCUED, SIZE_BEFORE, SOME_EATEN, UNKNOWN_INGESTION } from './exposureWords'
import { hoursSinceLastBirth } from './hoursSinceLastBirth'
import { fold, tokenise, type Token } from './normalise'
import { findPhrase, mayMatchAnyOf, phrase, phraseWords, type Phrase } from './phrase'
import { RULES } from './rules'
import type { Urgency } from './rules/signRule'
import { scopeOf, type Scope } from './scope'
import { SOURCES, type SourceId } from './sources'
import { TOXINS, type Species } from './toxins'
import {
  BIRTH,
  CHRONIC,
  HEAT,
  HEAT_SOURCE,
  HOURS_OR_HALF,
  INTACT,
  LITTER,
  LONG,
  LONG_STRAIN,
  NO_URINE,
  RECENT_COUNT,
  RESOLVED,
  UNVACCINATED,
  VACCINE_UNKNOWN,
  VACCINES_DOUBTED,
  WORD,
  YOUNG,
} from './vetWords'
import { DOUBT_WORDS, WHEN_IN_DOUBT, type DoubtFacts } from './whenInDoubt'
import { prevInfo } from '../reference/seedData'

export type { Urgency } from './rules/signRule'
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
  /** The medicines chosen from the form's list (their English names). */
  medications?: readonly string[]
  /** The dental forms' bad-breath score, 1 (none) to 5 (very strong). */
  breathScore?: number
  /** The boxes ticked on the danger-sign checklist: each is an emergency by itself (dangerSigns.ts). */
  dangerSigns?: readonly DangerSign[]
}

/** Anti-inflammatories (NSAIDs) given to dogs and cats, by the names owners pick from the list. */
const NSAIDS = /carprofen|rimadyl|meloxicam|metacam|deracoxib|deramaxx|galliprant|grapiprant|firocoxib|previcox|robenacoxib|onsior/i

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

interface Compiled {
  id: string
  flag: Sign['flag']
  urgency: SignRuleUrgency
  phrases: Phrase[]
  source: SourceId
  not: Phrase[]
  prescribed: boolean
  species?: Species[]
  calm?: Phrase[]
  otherSpecies?: Urgency
  /** Phrases that count only beside a word of eating or drinking (a toxin's everyday names). */
  everyday?: Phrase[]
}
type SignRuleUrgency = Urgency | Record<Species, Urgency>

const COMPILED: Compiled[] = [
  ...TOXINS.map((t) => {
    const everyday = (t.everyday ?? []).map(phrase)
    return {
      id: `toxin:${t.id}`,
      flag: 'poisoning' as const,
      urgency: t.urgency ?? 'emergency',
      everyday,
      phrases: [...[...t.names, ...t.es].map(phrase), ...everyday],
      source: t.source,
      not: (t.not ?? []).map(phrase),
      prescribed: !!t.prescribed,
      species: t.species,
      otherSpecies: t.otherSpecies,
    }
  }),
  {
    id: 'poisoning',
    flag: 'poisoning',
    urgency: 'emergency',
    source: 'emergencyCare',
    // A poison read or heard about ("I read lilies are toxic", "dicen que es venenoso") is what the owner learnt, not a sign.
    not: [
      'read|heard|reading|googled|saw|says|said|told|lei|escuche|dicen|dice|vi_que|lei_que ~6 toxic|toxico|toxica|toxicos|toxicas|poison*|venenos*|veneno',
    ].map(phrase),
    prescribed: false,
    phrases: [
      'poison*',
      'toxic',
      'toxin*',
      'intoxicat*',
      'envenen*',
      'veneno',
      'intoxic*',
      'toxico|toxica',
      'insecticide',
      'pesticide',
      'herbicide',
      'weed killer',
      'fertilizer|fertiliser',
      'insecticida',
      'pesticida',
      'herbicida',
    ].map(phrase),
  },
  ...RULES.map((r) => ({
    id: r.id,
    flag: r.flag,
    urgency: r.urgency,
    phrases: [...r.en, ...r.es].map(phrase),
    source: r.source,
    not: (r.not ?? []).map(phrase),
    prescribed: false,
    calm: (r.calm ?? []).map(phrase),
  })),
]

const EXACT = new Set<string>()
const STEMS = new Set<string>()
/** Adds a phrase's words to the typo corrector's vocabulary. */
function learn(phrases: Phrase[]): void {
  for (const p of phrases)
    for (const s of p) for (const a of s.alts) for (const w of a.split('_')) (w.endsWith('*') ? STEMS : EXACT).add(w.replace(/\*$/, ''))
}
for (const c of COMPILED) learn(c.phrases)
/** Each rule's test of whether a text may hold one of its phrases: most rules are absent from any one lead, and are skipped whole. */
const MAY_MATCH = new Map(COMPILED.map((c) => [c, mayMatchAnyOf(c.phrases)]))

const LISTED_ISSUES = new Set(prevInfo.map((p) => fold(p.description)))

// The vet logic's own words are corrected too ("bacunas" is "vacunas", "arenro" is "arenero").
for (const list of [
  DOUBT_WORDS,
  UNVACCINATED,
  YOUNG,
  LONG,
  LITTER,
  NO_URINE,
  BIRTH,
  LONG_STRAIN,
  INTACT,
  HEAT_SOURCE,
  WORD.panting,
  WORD.heatSign,
])
  learn(list)
const STEM_LIST = [...STEMS]

/** "30 hours", "36 horas": at least a day. */
function longHours(text: string): boolean {
  return [...fold(text).matchAll(/(\d+)\s*(hours|hrs|hr|horas|h)\b/g)].some((m) => Number(m[1]) >= 24)
}

/** Words that start a sign which is itself a negation ("not eating", "can't pee"). */
const NEGATION_LED = new Set(['no', 'not', 'isnt', 'wont', 'hasnt', 'havent', 'didnt', 'doesnt', 'dont', 'sin', 'nunca', 'never'])
/** Conjunctions that end a negation's reach (as scope.ts's window stops at them). */
const SCOPE_STOPS = new Set(['and', 'y', 'e', 'also', 'tambien', 'plus', 'then', 'luego'])

/** Denials inside a sign's words ("belly is not swollen", "gums aren't blue"), where the phrase's own words do not name them. */
const INNER_DENIALS = new Set([
  'no',
  'not',
  'never',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'doesnt',
  'didnt',
  'dont',
  'hasnt',
  'havent',
  'without',
  'sin',
  'ni',
  'nunca',
])

function deniedInside(tokens: Token[], [s, e]: [number, number], p: Phrase): boolean {
  const own = new Set(phraseWords(p))
  return tokens
    .slice(s + 1, e)
    .some(
      (t, i) => INNER_DENIALS.has(t.w) && !own.has(t.w) && !['only', 'just', 'stop', 'para', 'solo'].includes(tokens[s + 2 + i]?.w ?? ''),
    )
}

/** Whether a toxin's name at `span` is a size ("the lump is now like a grape", "tamaño de una uva"). */
function sizeComparison(tokens: Token[], [s, e]: [number, number]): boolean {
  const before = tokens.slice(Math.max(0, s - 4), s).filter((t) => t.part === tokens[s].part)
  const sized = ['size', 'sized', 'tamano'].includes(tokens[e]?.w ?? '')
  const asSize = SIZE_BEFORE.some((p) => findPhrase(before, p).some(([, end]) => end === before.length))
  if (!sized && !asSize) return false
  // "Like a grape" is a size only beside a lump; "size of" always is.
  return (
    sized ||
    before.some((t) => ['size', 'sized', 'big', 'tamano', 'grande'].includes(t.w)) ||
    anyIn(
      tokens.filter((t) => t.clause === tokens[s].clause),
      WORD.growth,
    )
  )
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

/** Whether one of `list` is within six words of the span, in its clause or the next. */
function near(tokens: Token[], [s, e]: [number, number], list: Phrase[]): boolean {
  const clause = tokens[s].clause
  const around = tokens.slice(Math.max(0, s - 6), Math.min(tokens.length, e + 6)).filter((t) => Math.abs(t.clause - clause) <= 1)
  return list.some((p) => findPhrase(around, p).length > 0)
}

function accidentNear(tokens: Token[], span: [number, number]): boolean {
  return near(tokens, span, ACCIDENT)
}

interface Hit {
  c: Compiled
  span: [number, number]
  scope: Scope
  urgency: Urgency
}

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
  const tokens = correctTypos(tokenise(text), EXACT, STEM_LIST).map((t) => (name && t.w === name ? { ...t, w: '_name_' } : t))

  // Told of now, not denied, past or asked about.
  const isCurrent = (list: Phrase[]) => list.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e) === 'current'))
  // Told as lived, now or before: only a denied or asked-about mention does not count.
  const lived = (list: Phrase[]) =>
    list.some((p) => findPhrase(tokens, p).some(([s, e]) => !['negated', 'hypothetical'].includes(scopeOf(tokens, s, e))))
  // Taken away in time (see RESCUED): only the mentions near the words that say so, and none when some was eaten.
  const rescueSpans = [
    ...(anyIn(tokens, SOME_EATEN) ? [] : RESCUED.flatMap((p) => findPhrase(tokens, p))),
    ...NOT_REAL.flatMap((p) => findPhrase(tokens, p)),
  ]
  const resolved = anyIn(tokens, RESOLVED)
  const exertion = anyIn(tokens, WORD.exertion)
  const chronic = anyIn(tokens, CHRONIC)
  const episodic = anyIn(tokens, WORD.episodic)
  const hits: Hit[] = []
  for (const c of COMPILED) {
    if (c.species && !c.species.includes(species) && !c.otherSpecies) continue
    if (!MAY_MATCH.get(c)!(tokens)) continue
    const otherSpecies = !!c.species && !c.species.includes(species)
    const calm = resolved || !!c.calm?.some((p) => findPhrase(tokens, p).length)
    for (const p of c.phrases) {
      for (const span of findPhrase(tokens, p)) {
        if (c.not.some((n) => findPhrase(tokens, n).some((ns) => overlaps(ns, span)))) continue
        if (deniedInside(tokens, span, p)) continue
        // A capitalised word inside a sentence is a name ("my cat Lily") for the plant and food names that are also pets' names.
        if (
          c.id.startsWith('toxin:') &&
          span[1] - span[0] === 1 &&
          tokens[span[0]].named &&
          (['toxin:lilies', 'toxin:chocolate', 'toxin:sagoPalm', 'toxin:alcohol', 'toxin:zinc', 'toxin:cannabis'].includes(c.id) ||
            PET_WORDS.has(tokens[span[0] - 1]?.w ?? ''))
        )
          continue
        if (c.prescribed && !accidentNear(tokens, span)) continue
        // Blood-tinged discharge while she is in heat is the heat itself, not pyometra (which follows it by weeks).
        if (
          c.id === 'pyometra' &&
          tokens.slice(span[0], span[1]).some((t) => /^(blood|bloody|sangre)$/.test(t.w)) &&
          isCurrent(WORD.inHeatNow)
        )
          continue
        // "Hot to touch" beside a lump, swelling or wound is that spot's heat (an abscess), not a body overheating.
        if (
          c.id === 'heatstroke' &&
          tokens.slice(span[0], span[1]).some((t) => t.w === 'hot' || t.w === 'caliente') &&
          anyIn(tokens, WORD.localSpot)
        )
          continue
        if (c.everyday?.includes(p) && !near(tokens, span, INGESTED)) continue
        const toxin = c.id.startsWith('toxin:')
        if (toxin && sizeComparison(tokens, span)) continue
        // A negation that is itself the sign ("not eating", "no puede orinar") reaches as far as a denial would: "no devuelve y sí come" is not "no come".
        if (NEGATION_LED.has(tokens[span[0]].w) && tokens.slice(span[0] + 1, span[1]).some((t) => SCOPE_STOPS.has(t.w))) continue
        const scope = scopeOf(tokens, span[0], span[1], { exposure: toxin || c.id === 'poisoning' })
        let base: Urgency = otherSpecies ? c.otherSpecies! : typeof c.urgency === 'string' ? c.urgency : c.urgency[species]
        // "Fine now", "unchanged for months": a sign worth a visit becomes routine; an emergency stays one.
        if (
          calm &&
          base === 'soon' &&
          c.flag !== 'poisoning' &&
          c.flag !== 'foreignBody' &&
          c.id !== 'skin-lesion' &&
          c.id !== 'belly-growing'
        )
          base = 'routine'
        if ((c.id === 'cat-open-mouth-breathing' || c.id === 'breathing-like-running') && base === 'emergency' && (calm || exertion))
          base = 'soon'
        if (c.id === 'bloat' && chronic) base = 'soon'
        // Balance lost now and then or slowly over months is worth a visit; sudden loss is the emergency.
        if (c.id === 'balance-loss' && (chronic || episodic)) base = 'soon'
        hits.push({ c, span, scope, urgency: base })
      }
    }
  }

  // Each "taken away in time" saves the exposure it is told of, the nearest mention, not every toxin in the text.
  const exposures = hits.filter(
    (h) => h.scope === 'current' && (h.c.id.startsWith('toxin:') || h.c.flag === 'foreignBody' || h.c.id === 'poisoning'),
  )
  for (const [s, e] of rescueSpans) {
    const distance = (h: Hit) => Math.max(0, s - h.span[1], h.span[0] - e)
    // What was taken away was told before the telling of it, when there is such a mention ("an advil fell... I pried his mouth open").
    // A mention told real ("the real lily in the vase") is not the fake one told beside it.
    const told = (h: Hit) => !tokens.slice(Math.max(0, h.span[0] - 2), h.span[0]).some((t) => REAL.has(t.w))
    const within = exposures.filter((h) => distance(h) < 15 && told(h))
    const before = within.filter((h) => h.span[1] <= s)
    const near = before.length ? before : within
    const nearest = Math.min(...near.map(distance))
    // The same mention may fire several rules or spans ("sugar free gum", "ate the chocolate"): all of them are saved.
    const first = near.filter((h) => distance(h) === nearest)
    const saved = new Set(first.map((h) => h.c))
    for (const h of near) if (saved.has(h.c) || first.some((f) => overlaps(f.span, h.span))) h.scope = 'negated'
  }
  // Said to be over later on ("was limping saturday, not limping anymore", "vomitó el lunes, ya no vomita"): a sign worth a visit is routine; an emergency stays one.
  for (const h of hits)
    if (
      h.scope === 'current' &&
      h.urgency === 'soon' &&
      h.c.flag !== 'poisoning' &&
      hits.some((o) => o.c === h.c && o.scope === 'negated' && o.span[0] > h.span[0])
    )
      h.urgency = 'routine'
  if (anyIn(tokens, WORD.cameBackOut)) for (const h of hits) if (h.c.id === 'foreign-body' && h.urgency === 'emergency') h.urgency = 'soon'
  // Overheated yesterday and back to normal since: worth a check today for heat's delayed harm, no longer the dash.
  if (resolved && isCurrent(WORD.yesterday))
    for (const h of hits)
      if (h.c.id === 'heatstroke' && tokens.slice(h.span[0], h.span[1]).some((t) => /^(overheat|heat|insol|golpe|sobrecalent)/.test(t.w)))
        h.urgency = 'soon'
  // A known epileptic on treatment with one short seizure, over now, and no cluster: call the vet about the dose (seizures).
  if (resolved && anyIn(tokens, WORD.knownEpilepsy) && isCurrent(WORD.singleShort) && !isCurrent(RECENT_COUNT))
    for (const h of hits) if (h.c.id === 'seizure') h.urgency = 'soon'
  // Put out weeks ago, found eaten now ("set the bait out last month, today found one chewed up"): the exposure is today's.
  if (lived(WORD.foundEaten))
    for (const h of hits) if (h.c.id.startsWith('toxin:') && (h.scope === 'weeksAgo' || h.scope === 'history')) h.scope = 'current'
  // Feared, then denied later on ("thought it was the raisin ones... no raisins"): that toxin was not eaten.
  for (const h of hits)
    if (
      h.c.id.startsWith('toxin:') &&
      h.scope === 'current' &&
      WORD.feared.some((p) => findPhrase(tokens, p).some(([, e]) => e <= h.span[0] && h.span[0] - e <= 8)) &&
      hits.some((o) => o.c === h.c && o.scope === 'negated' && o.span[0] > h.span[0])
    )
      h.scope = 'negated'
  const current = hits
    .filter((h) => h.scope === 'current' || h.scope === 'weeksAgo')
    // Some weeks ago, an emergency is worth a visit; said to be over since ("a uti last month, fixed"), a sign is routine.
    .map((h) =>
      // A birth weeks ago is the setting of eclampsia, not a date of its signs.
      // Once it is said to be over ("treated for eclampsia last week, fine now"), it is history like any other sign.
      h.scope !== 'weeksAgo' || (h.c.id === 'eclampsia' && !resolved)
        ? h
        : {
            ...h,
            urgency:
              resolved && !h.c.id.startsWith('toxin:')
                ? ('routine' as Urgency)
                : h.urgency === 'emergency'
                  ? ('soon' as Urgency)
                  : h.urgency,
          },
    )
  // A longer match covers a shorter one inside it ("vomiting blood" is bleeding, not only vomiting).
  const kept = current.filter(
    (h) =>
      !current.some(
        (o) => o !== h && RANK[o.urgency] > RANK[h.urgency] && o.span[0] <= h.span[0] && o.span[1] >= h.span[1] && o.c.flag === h.c.flag,
      ),
  )
  const words = serverText(lang).flags
  const watch = serverText(lang).triageWatch
  const signs: Sign[] = []
  const seen = new Set<string>()
  const add = (rule: string, flag: Sign['flag'], urgency: Urgency, span: [number, number] | null, source: SourceId, said = '') => {
    if (seen.has(rule)) return
    seen.add(rule)
    signs.push({
      sign: words[flag].sign,
      advice: words[flag].advice,
      words: span
        ? tokens
            .slice(span[0], span[1])
            .map((t) => t.raw)
            .join(' ')
        : said,
      rule,
      source: SOURCES[source].url,
      urgency,
      flag,
    })
  }
  for (const h of kept) add(h.c.id, h.c.flag, h.urgency, h.span, h.c.source)
  // A sign the owner ticked on the checklist is an emergency by itself, whatever their words say.
  for (const key of input.dangerSigns ?? []) {
    const d = DANGER_SIGN_TABLE[key]
    // Its "words" are the box's label as the clinic reads it (English), so an alert quotes what was ticked.
    if (d) add(`danger-sign:${key}`, d.flag, 'emergency', null, d.source, en.dangerSigns.signs[key])
  }

  // Vet logic combines today's signs: a sign dated some weeks back ("straining last month, a uti, fixed") is not one.
  const has = (rule: string) => kept.find((h) => h.c.id === rule && h.scope === 'current')
  const uncertain: Array<keyof ServerText['triageWatch']> = []
  const gi = has('vomiting')
  const severeGi = () =>
    hits.some((h) => h.c.id === 'low-energy' && h.scope === 'current') ||
    anyIn(tokens, WORD.bloody) ||
    (anyIn(tokens, WORD.diarrhea) && anyIn(tokens, WORD.vomit))
  if (gi && ageIsYoung(input, tokens)) {
    const unknown = anyIn(tokens, VACCINE_UNKNOWN)
    const severe = severeGi()
    if (anyIn(tokens, UNVACCINATED) || (unknown && severe)) add('young-unvaccinated-gi', 'vomiting', 'emergency', gi.span, 'parvo')
    else {
      add('young-gi', 'vomiting', 'soon', gi.span, 'parvo')
      uncertain.push(species === 'cat' ? 'youngCatGi' : 'youngDogGi')
    }
  } else if (
    gi &&
    species === 'dog' &&
    input.ageMonths == null &&
    severeGi() &&
    (anyIn(tokens, UNVACCINATED) || anyIn(tokens, VACCINES_DOUBTED))
  ) {
    // Age not given, vaccines missing or unknown, vomiting with diarrhoea, blood or listlessness: parvo until proven otherwise.
    add('unvaccinated-gi-severe', 'vomiting', 'emergency', gi.span, 'parvo')
  } else if (gi && anyIn(tokens, UNVACCINATED) && species === 'dog') {
    add('unvaccinated-gi', 'vomiting', 'soon', gi.span, 'parvo')
    uncertain.push('youngDogGi')
  } else if (gi) uncertain.push('gi')
  const fast = has('not-eating')
  if (fast && species === 'cat') {
    if (anyIn(tokens, LONG) || longHours(text)) add('cat-not-eating-24h', 'notEating', 'emergency', fast.span, 'emergencyList')
    else uncertain.push('catNotEating')
  }
  if (
    input.species === 'dog' &&
    /^f/i.test(input.sex ?? '') &&
    input.neutered === 'no' &&
    (has('thirst') || gi || has('low-energy') || fast)
  ) {
    add('pyometra-intact-female', 'pyometra', 'emergency', null, 'emergencyList')
  }
  // Vomiting, diarrhea or refusing food on an anti-inflammatory can be a stomach ulcer (the FDA's advice: stop it and call the vet).
  if (input.medications?.some((m) => NSAIDS.test(m)) && (gi || fast || has('blood-in-stool-or-urine')))
    add('nsaid-stomach', 'nsaid', 'emergency', (gi ?? fast)?.span ?? null, 'fdaNsaids')
  // A bad-breath score of 4 or 5 on a dental form: a mouth for a vet to examine soon.
  if ((input.breathScore ?? 0) >= 4) add('strong-breath', 'breath', 'soon', null, 'avmaDental')
  // A male cat making trips to the litter box or straining with little or nothing to show for it is blocked until proven otherwise.
  // The thirst sign also holds peeing often, outside the box or licking: those are urinary signs; drinking a lot is not (a blocked
  // cat does not drink more), so "bebe mucha agua" in an old tom is a visit, not a blockage.
  const peeingOften = kept.find(
    (h) =>
      h.c.id === 'thirst' &&
      h.scope === 'current' &&
      !tokens.slice(h.span[0], h.span[1]).some((t) => /^(drink|drank|drunk|thirst|bebe|bebi|toma|tomando|sed)/.test(t.w)),
  )
  const urinary = has('scant-urine') ?? has('urinary-frequent') ?? has('cat-straining') ?? (species === 'cat' ? peeingOften : undefined)
  // Big clumps or puddles mean urine flows: peeing often or outside the box alone does not make him blocked.
  const flowing = isCurrent(WORD.plentyOfUrine) && !has('scant-urine') && !has('cat-straining') && !isCurrent(NO_URINE)
  if (
    species === 'cat' &&
    !flowing &&
    (/^m/i.test(input.sex ?? '') || anyIn(tokens, WORD.male)) &&
    (urinary || (isCurrent(LITTER) && (has('low-energy') || has('not-eating') || has('vomiting'))))
  ) {
    add('male-cat-litter-box', 'urine', 'emergency', urinary?.span ?? null, 'blockedCat')
  }
  // "Constipated" in a male cat pushing at the box is a blocked bladder until proven otherwise: owners cannot tell which one he strains for.
  // Big clumps in the box mean his bladder empties: then "constipated" is the bowel.
  if (
    species === 'cat' &&
    !flowing &&
    (/^m/i.test(input.sex ?? '') || anyIn(tokens, WORD.male)) &&
    has('constipation') &&
    isCurrent(LITTER)
  )
    add('male-cat-constipated', 'urine', 'emergency', has('constipation')!.span, 'notConstipated')
  // Any cat at the litter box with no urine at all cannot empty its bladder: the same emergency, whatever its sex.
  if (species === 'cat' && isCurrent(LITTER) && isCurrent(NO_URINE)) add('cat-no-urine', 'urine', 'emergency', null, 'blockedCat')
  // Two to ten weeks after a heat, an intact female that is listless, off food, vomiting, drinking a lot or with discharge has pyometra until proven otherwise.
  // Her signs dated with the heat ("terminó el celo hace 3 semanas y le sale flujo") are the signs that follow it, not history.
  const afterHeat = (rule: string) => current.find((h) => h.c.id === rule)
  const unwell = ['thirst', 'vomiting', 'low-energy', 'not-eating', 'pyometra', 'belly-growing', 'bloat'].map(afterHeat).find(Boolean)
  const female = /^f/i.test(input.sex ?? '') || anyIn(tokens, WORD.female)
  // A heat is past by nature (pyometra follows it by weeks), so a lived one counts, not only a current one.
  if (unwell && female && (lived(HEAT) || isCurrent(INTACT) || input.neutered === 'no'))
    add('pyometra-after-heat', 'pyometra', 'emergency', unwell.span, 'pyometraHeat')
  // A puppy or kitten (or a toy breed that young) off its food and wobbling, trembling or floppy has low blood sugar until proven
  // otherwise: young animals that are not eating are an emergency, and the sugar falls within hours (smallAnimalEmergency).
  if (fast && ageIsYoung(input, tokens) && isCurrent(WORD.lowSugarSign))
    add('young-off-food-weak', 'seizure', 'emergency', fast.span, 'smallAnimalEmergency')
  // A mother nursing a young litter that trembles, twitches or stiffens has eclampsia (low calcium) until proven otherwise, even
  // when the litter is named in one sentence and her trembling in the next (eclampsia).
  // The litter may be named as weeks old ("had her puppies three weeks ago"): eclampsia comes one to four weeks after the birth.
  if (lived(WORD.nursingMother) && isCurrent(WORD.eclampsiaSign)) add('eclampsia-nursing-mother', 'seizure', 'emergency', null, 'eclampsia')
  // A cord bitten while it was live, told in one sentence and the plug in the next ("chewed the charger. it was plugged in"): an
  // electric shock, seen even when the pet seems fine, because the burns in the mouth and the fluid on the lungs come hours later.
  if (isCurrent(WORD.chewedCord) && isCurrent(WORD.liveCord) && !anyIn(tokens, WORD.deadCord))
    add('live-cord-chewed', 'injury', 'emergency', null, 'traumaList')
  // A paw on a stove or a grill in one clause and red or blistered pads in the next ("jumped on the stove, her pads are red"): a burn,
  // seen at once because the skin under the fur is worse than it looks (traumaList, as the burn rule).
  if (isCurrent(WORD.hotSurfaceContact) && isCurrent(WORD.burnedPads)) add('burn-hot-surface', 'injury', 'emergency', null, 'traumaList')
  // Insulin named, and a second dose told anywhere ("gave him his insulin, then my husband did too"): its sugar falls within hours.
  if (isCurrent(WORD.insulinNamed) && isCurrent(WORD.givenTwice) && !anyIn(tokens, WORD.doseChanged))
    add('insulin-given-twice', 'poisoning', 'emergency', null, 'insulinOverdose')
  // A birth under way with straining for half an hour or more, or hours since the last one, is dystocia.
  if (isCurrent(BIRTH) && isCurrent(LONG_STRAIN) && anyIn(tokens, HOURS_OR_HALF))
    add('labour-straining-long', 'labour', 'emergency', null, 'dystocia')
  // Over two hours by the clock from the last one born to now, with a birth under way: dystocia.
  const sinceBirth = isCurrent(BIRTH) ? hoursSinceLastBirth(text) : undefined
  if (sinceBirth !== undefined && sinceBirth >= 2 && sinceBirth < 12) add('labour-clock-gap', 'labour', 'emergency', null, 'dystocia')
  const heartCounts = WORD.heartCount.flatMap((p) => findPhrase(tokens, p))
  const breathCount = WORD.fastPerMinute.some((p) =>
    findPhrase(tokens, p).some(([b, e]) => scopeOf(tokens, b, e) === 'current' && !heartCounts.some((h) => overlaps(h, [b, e]))),
  )
  if (anyIn(tokens, WORD.breathNamed) && breathCount) add('fast-breathing-count', 'breathing', 'emergency', null, 'sleepingBreathing')
  // Seizures named anywhere, even as history, and episodes counted within hours or today: a cluster, an emergency.
  if (anyIn(tokens, WORD.seizureNamed) && isCurrent(RECENT_COUNT)) add('seizure-cluster', 'seizure', 'emergency', null, 'seizures')
  // Heat, panting and one more sign (vomiting, drooling, wobbling, weakness) is heatstroke until cooled and checked; panting alone after a hot walk is not.
  if (
    !signs.some((s) => s.urgency === 'emergency') &&
    !anyIn(tokens, RESOLVED) &&
    isCurrent(HEAT_SOURCE) &&
    isCurrent(WORD.panting) &&
    isCurrent(WORD.heatSign)
  )
    add('heat-panting-signs', 'paleGums', 'emergency', null, 'emergencyList')
  // A diabetic that will not eat, vomits, or is weak or wobbly: low sugar or ketoacidosis, seen at once (traumaList: diabetic animals refusing food).
  if (anyIn(tokens, WORD.diabetic) && (fast || gi || has('low-energy')))
    add('diabetic-unwell', 'notEating', 'emergency', (fast ?? gi ?? has('low-energy'))!.span, 'traumaList')
  if (isCurrent(WORD.headBlow) && isCurrent(WORD.dazed)) add('head-blow-dazed', 'injury', 'emergency', null, 'whatIsAnEmergency')
  // Hours in the sun or heat, then two of its signs (wobbly and vomiting) even without panting told: heatstroke.
  const heatSigns = new Set(
    WORD.heatSign.flatMap((p) =>
      findPhrase(tokens, p)
        .filter(([s, e]) => scopeOf(tokens, s, e) === 'current')
        .map(([s]) => tokens[s].w),
    ),
  )
  if (!signs.some((s) => s.urgency === 'emergency') && !anyIn(tokens, RESOLVED) && isCurrent(WORD.heatExposure) && heatSigns.size >= 2)
    add('heat-exposure-signs', 'paleGums', 'emergency', null, 'emergencyList')
  // A dog whose belly is swelling while it retches or vomits may have a twisted stomach.
  const belly = has('belly-growing')
  if (species === 'dog' && belly && (gi || has('low-energy') || has('cough') || isCurrent(WORD.restless)) && !anyIn(tokens, CHRONIC))
    add('dog-belly-swelling-retching', 'bloat', 'emergency', belly.span, 'gdv')
  // A ribbon, string or tinsel named and then gone or swallowed: with vomiting, off food or listless, a string in the gut; alone, worth a visit today.
  if (isCurrent(WORD.objectNamed) && !anyIn(tokens, WORD.cameBackOut)) {
    if (isCurrent(WORD.objectSwallowed) || (isCurrent(WORD.objectGone) && (gi || fast || has('low-energy'))))
      add('object-gone', 'foreignBody', 'emergency', null, 'linearForeignBody')
    else if (isCurrent(WORD.objectGone)) {
      add('object-gone', 'foreignBody', 'soon', null, 'linearForeignBody')
      uncertain.push('ingestion')
    }
  }
  if (isCurrent(WORD.sharpObject) && (isCurrent(WORD.objectGone) || isCurrent(WORD.objectSwallowed)) && !anyIn(tokens, WORD.cameBackOut))
    add('sharp-object-gone', 'foreignBody', 'emergency', null, 'linearForeignBody')
  // A dog that ate, then ran or played, and now cannot settle or retches: a twisting stomach until proven otherwise.
  if (species === 'dog' && isCurrent(WORD.meal) && isCurrent(WORD.active) && (isCurrent(WORD.restless) || has('bloat')))
    add('ate-then-active-restless', 'bloat', 'emergency', null, 'gdv')
  if (
    !signs.some((s) => s.flag === 'poisoning') &&
    !anyIn(tokens, RESOLVED) &&
    UNKNOWN_INGESTION.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e) === 'current'))
  ) {
    // Something unknown eaten, then twitching, trembling, drooling or wobbling: a poison acting (whatIsAnEmergency: toxin ingestion).
    if (isCurrent(WORD.poisonSigns)) add('unknown-ingestion-signs', 'poisoning', 'emergency', null, 'whatIsAnEmergency')
    else {
      add('unknown-ingestion', 'foreignBody', 'soon', null, 'uptown')
      uncertain.push('ingestion')
    }
  }
  // The safety pass: a `soon` sign with one more fact where the guide says "when in doubt, call now" (whenInDoubt.ts).
  if (!signs.some((s) => s.urgency === 'emergency') && !anyIn(tokens, RESOLVED)) {
    const facts: DoubtFacts = {
      species,
      male: /^m/i.test(input.sex ?? '') || anyIn(tokens, WORD.male),
      young: ageIsYoung(input, tokens),
      has: (rule) => !!has(rule) || signs.some((s) => s.rule === rule),
      told: isCurrent,
      lived,
    }
    for (const d of WHEN_IN_DOUBT) if (d.applies(facts)) add(d.id, d.flag, 'emergency', null, d.source)
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
