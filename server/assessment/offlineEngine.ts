import { ageOf, describeAge } from './ageOf'
import type { PetFacts, Provider } from './provider'
import { triage, type Sign, type TriageInput, type Urgency } from '../triage/triage'
import { triageInputOf } from './triageInputOf'
import { isGiantBreed, typicalWeight } from './typicalWeight'
import { listedIssue } from '../reference/listedIssue'
import { en, type ServerText } from '../text/en'
import type { Lang } from '../text/lang'
import { listLabelsEs, prevInfoEs } from '../text/listLabelsEs'
import { serverText } from '../text/serverText'

const NSAIDS = /carprofen|rimadyl|meloxicam|metacam|deracoxib|deramaxx|galliprant|grapiprant/i
const STEROIDS = /prednis/i

type Flag = Sign['flag']

/** The "no AI model was used" sentence that ends every English offline assessment. */
export const NO_MODEL_NOTE = en.assessmentBy.offline

/** The sign each listed issue is about, so the chosen issue gets its own advice first (none for a wellness check). */
const ISSUE_FLAG: Record<string, Flag | undefined> = {
  'Skin & Coat': 'skin',
  Ears: 'ear',
  Eyes: 'eye',
  'Teeth & Mouth': 'teeth',
  'Stomach & Digestion': 'vomiting',
  Mobility: 'limping',
  Breathing: 'cough',
  Urinary: 'urine',
  Behavior: 'behaviour',
  Weight: 'weight',
  'Lumps & Bumps': 'lump',
  Energy: 'lowEnergy',
}

const DENTAL_KINDS: PetFacts['kind'][] = ['dental', 'dental_check', 'qr_dental']

function lifeStage(facts: PetFacts, years: number, t: ServerText['offline']): string {
  if (facts.petType === 'cat') return years < 1 ? t.stage.kitten : years >= 11 ? t.stage.seniorCat : t.stage.adultCat
  const senior = isGiantBreed(facts.breeds) ? 6 : 8
  return years < 1 ? t.stage.puppy : years >= senior ? t.stage.seniorDog : t.stage.adultDog
}

function breathLine(score: number, t: ServerText['offline']): string {
  return score <= 2 ? t.breathMild(score) : score === 3 ? t.breathNoticeable : t.breathStrong(score)
}

/**
 * The owner's choices are stored as the English names the widget sends (so clinics read the same
 * data); a Spanish note names them with the lists' Spanish labels where there is one.
 */
function labelled(lang: Lang, list: keyof typeof listLabelsEs, names: string[]): string[] {
  return lang === 'es' ? names.map((n) => listLabelsEs[list][n] ?? n) : names
}

/** "a, b and c" in the note's language. */
function joined(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/**
 * The complaint as the owner made it: the issue they chose from the form's list (found by its
 * wording, since the forms join it to their words with a space) and their own words after it.
 */
function complaintOf(facts: PetFacts): { title?: string; description?: string; words: string } {
  const sent = [facts.issue, facts.ownerNotes].filter(Boolean).join('. ')
  const listed = facts.issue ? listedIssue(sent) : null
  return listed ? { title: listed.title, description: listed.description, words: listed.details } : { words: sent }
}

/**
 * The signs the rules read in the owner's words. For a stored lead's note (`stored`), none when
 * reading them throws, so the note (and the owner's e-mail with its "call the clinic now if" box)
 * still goes out: the same words failed when the lead was stored, and that was logged with the
 * lead's id (submissionTriage). The note then says its words could not be read. Outside a lead, the
 * error is the caller's.
 */
function signsOf(input: TriageInput, stored: boolean): Sign[] {
  try {
    return triage(input).signs
  } catch (err) {
    if (stored) return []
    throw err
  }
}

/**
 * The offline assessment engine: an honest triage note written for this pet from the submitted
 * facts alone, in the owner's language (`facts.lang`, English by default). The owner's complaint
 * comes first (the chosen issue, then the signs found in their own words, never in the list's
 * wording), then the one urgency statement, which is the lead's stored urgency (`facts.urgency`;
 * the same triage of these facts when absent) and the only sentence that says how soon, then what
 * to do about each sign, in words for this species. Age, weight against the breed, medicines,
 * allergies, conditions and the breath score follow; the last line says which engine wrote it.
 */
export function offlineAssess(facts: PetFacts, now: Date, hasPhoto = false): string {
  const lang = facts.lang ?? 'en'
  const t = serverText(lang).offline
  const name = facts.petName
  const age = ageOf(facts.birthday, now)
  const input = { ...triageInputOf(facts, now), lang }
  const urgency: Urgency = facts.urgency ?? triage(input).urgency
  const complaint = complaintOf(facts)
  // Signs are named from the owner's own words only: the list's wording ("head shaking") is a category,
  // not a sign they saw, and a ticked box or a breath score is said elsewhere in the note.
  const ownWords = { ...input, text: complaint.words ?? '', issue: undefined, breathScore: undefined, dangerSigns: undefined }
  const own = complaint.words ? signsOf(ownWords, facts.urgency !== undefined) : []
  const issueFlag = complaint.title ? ISSUE_FLAG[complaint.title] : undefined
  const dental = DENTAL_KINDS.includes(facts.kind)
  const first: Flag[] = [...(issueFlag ? [issueFlag] : []), ...(dental ? (['teeth'] as Flag[]) : [])]
  const found = [...new Set(own.map((s) => s.flag))].filter((f) => !first.includes(f))
  const flagNames = serverText(lang).flags

  const asked: string[] = []
  if (complaint.title) asked.push(t.askedAbout(lang === 'es' ? prevInfoEs[complaint.title]!.description : complaint.description!))
  else if (dental) asked.push(t.dentalCheck)
  else if (facts.kind === 'low_cost' && facts.service)
    asked.push(t.service(serverText(lang).services[facts.service as keyof ServerText['services']] ?? facts.service))
  if (found.length)
    asked.push(
      (asked.length ? t.alsoToldUs : t.toldUs)(
        joined(
          found.map((f) => flagNames[f].sign),
          t.and,
        ),
      ),
    )
  // Words the rules could not read are said to be so, unless the chosen issue or the dental check already answers them.
  else if (complaint.words && !first.length) asked.push(t.unmatched)
  if (!asked.length) asked.push(t.noComplaint)

  const care = [...first, ...found].map((f) => {
    const c = t.care[f]
    return `${capitalise(flagNames[f].sign)}: ${typeof c === 'string' ? c : c[facts.petType]}`
  })
  if (facts.breathScore !== undefined) care.push(breathLine(facts.breathScore, t))

  const about: string[] = []
  const also: string[] = []
  if (age) {
    about.push(t.ageLine(name, describeAge(age, lang), lifeStage(facts, age.years, t)))
    if (age.years >= (facts.petType === 'cat' ? 11 : 8)) also.push(t.senior)
    if (age.years < 1) also.push(t.young)
  }
  const breedList = labelled(lang, facts.petType === 'cat' ? 'cat_breed' : 'dog_breed', facts.breeds)
  if (facts.breeds.length) about.push(t.breeds(facts.breeds.length, joined(breedList, t.and)))
  if (facts.weightLbs !== undefined) {
    const w = facts.weightLbs
    const range = typicalWeight(facts.petType, facts.breeds)
    if (!range) about.push(t.weightNoRange(w))
    else if (age && age.years < 1) about.push(t.weightGrowing(w, range[0], range[1]))
    else if (w > range[1] * 1.15) {
      about.push(t.weightAbove(w, range[0], range[1]))
      also.push(t.overweight)
    } else if (w < range[0] * 0.85) {
      about.push(t.weightBelow(w, range[0], range[1]))
      also.push(t.underweight)
    } else about.push(t.weightWithin(w, range[0], range[1]))
  }

  const words = [facts.issue ?? '', facts.ownerNotes].join('\n')
  if (facts.medications.length) {
    also.push(t.medications(joined(labelled(lang, 'medicine', facts.medications), t.and)))
    // Said once: as the sign triage named (its rule is in server/triage), else as a line about the medicine.
    if (
      !own.some((s) => s.flag === 'nsaid') &&
      facts.medications.some((m) => NSAIDS.test(m)) &&
      /vomit|diarrh|black|tarry|not eating|v[oó]mit|diarrea|negr|no come/i.test(words)
    )
      also.push(t.nsaid)
    if (facts.medications.some((m) => STEROIDS.test(m))) also.push(t.steroids)
  }
  if (facts.allergies.length) also.push(t.allergies(joined(labelled(lang, 'allergie', facts.allergies), t.and)))
  if (facts.conditions.length) also.push(t.conditions(joined(labelled(lang, 'condition', facts.conditions), t.and)))
  // An older unspayed female dog with these words is at risk of a uterine infection; said once, as a sign when the rules named it.
  if (
    !own.some((s) => s.flag === 'pyometra') &&
    facts.petType === 'dog' &&
    facts.gender === 'female' &&
    facts.neutered === 'no' &&
    age &&
    age.years >= 5 &&
    /lethar|drink|thirst|discharge|not eating|vomit|decaíd|let[aá]rg|bebe|\bsed\b|secreci[oó]n|flujo|no come|v[oó]mit/i.test(words)
  )
    also.push(t.pyometra)
  if (!care.length && !also.length) also.push(t.nothing)

  const list = (heading: string, lines: string[]) => (lines.length ? heading + '\n' + lines.map((l) => `- ${l}`).join('\n') : '')
  return [
    t.title(name),
    asked.join(' '),
    t.urgency[urgency],
    list(t.careHeading, care),
    about.join(' '),
    list(t.alsoHeading, also),
    hasPhoto ? t.photo : '',
    serverText(lang).assessmentBy.offline,
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The default provider: no network, no model, the rules above; prompts get an honest canned answer. */
export const offlineProvider: Provider = {
  name: 'offline',
  usesModel: false,
  async assess(facts, now, photoDataUrl) {
    return offlineAssess(facts, now, !!photoDataUrl)
  },
  async answer(prompt, photoDataUrl) {
    const flags = triage({ text: prompt }).signs
    const lines = [
      "No AI model is configured on this server (set AI_BASE_URL, AI_API_KEY and AI_MODEL to use one), so PetLead's offline rules engine wrote this answer.",
      flags.length
        ? 'From your words, these signs stand out:\n' + flags.map((f) => `- ${capitalise(f.sign)}: ${f.advice}`).join('\n')
        : 'Nothing in your question matched the signs the rules know about. For any change in eating, drinking, breathing, energy or behaviour that lasts over a day, a vet visit is the safe choice.',
      photoDataUrl ? "A photo was received, but PetLead's offline rules engine does not look at photos." : '',
      'This is triage guidance, not professional medical advice.',
    ]
    return lines.filter(Boolean).join('\n\n')
  },
}
