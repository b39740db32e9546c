import { ageOf, describeAge } from './ageOf'
import type { PetFacts, Provider } from './provider'
import { triage, type Urgency } from '../triage/triage'
import { isGiantBreed, typicalWeight } from './typicalWeight'
import { prevInfo } from '../reference/seedData'
import { en, type ServerText } from '../text/en'
import type { Lang } from '../text/lang'
import { listLabelsEs, prevInfoEs } from '../text/listLabelsEs'
import { serverText } from '../text/serverText'

const NSAIDS = /carprofen|rimadyl|meloxicam|metacam|deracoxib|deramaxx|galliprant|grapiprant/i
const STEROIDS = /prednis/i

/** The plain "no AI model was used" note that ends every English offline assessment. */
export const NO_MODEL_NOTE = en.offline.noModelNote

function lifeStage(facts: PetFacts, years: number, t: ServerText['offline']): string {
  if (facts.petType === 'cat') return years < 1 ? t.stage.kitten : years >= 11 ? t.stage.seniorCat : t.stage.adultCat
  const senior = isGiantBreed(facts.breeds) ? 6 : 8
  return years < 1 ? t.stage.puppy : years >= senior ? t.stage.seniorDog : t.stage.adultDog
}

function breathLines(score: number, t: ServerText['offline']): { urgency: Urgency; lines: string[] } {
  if (score <= 2) return { urgency: 'routine', lines: [t.breathMild(score)] }
  if (score === 3) return { urgency: 'routine', lines: [t.breathNoticeable] }
  return { urgency: 'soon', lines: [t.breathStrong(score)] }
}

/** The chosen issue's Spanish wording, by the English description the widget sends. */
const ISSUE_ES = new Map(prevInfo.map((p) => [p.description.toLowerCase(), prevInfoEs[p.title]?.description]))

/**
 * The owner's choices are stored as the English names the widget sends (so clinics read the same
 * data); a Spanish note names them with the lists' Spanish labels where there is one.
 */
function labelled(lang: Lang, list: keyof typeof listLabelsEs, names: string[]): string[] {
  return lang === 'es' ? names.map((n) => listLabelsEs[list][n] ?? n) : names
}

/**
 * The offline assessment engine: honest triage notes from the submitted facts alone. It reads
 * age, weight against the breed's typical range, medications, allergies, conditions, the chosen
 * issue, the owner's words and the breath score, and says plainly that no model was used. Written
 * in the owner's language (`facts.lang`, English by default).
 */
export function offlineAssess(facts: PetFacts, now: Date, hasPhoto = false): string {
  const lang = facts.lang ?? 'en'
  const t = serverText(lang).offline
  const name = facts.petName
  const words = [facts.issue ?? '', facts.ownerNotes, facts.service?.replace(/_/g, ' ') ?? ''].join('\n')
  const ageNow = ageOf(facts.birthday, now)
  const found = triage({
    text: facts.ownerNotes,
    issue: facts.issue,
    lang,
    species: facts.petType,
    petName: facts.petName,
    ageMonths: ageNow ? ageNow.years * 12 + ageNow.months : null,
    sex: facts.gender,
    neutered: facts.neutered,
  })
  // One line per sign; the uterine-infection sign is said below in the engine's own, fuller words.
  const flags = found.signs.filter((s, i, all) => s.rule !== 'pyometra-intact-female' && all.findIndex((o) => o.flag === s.flag) === i)
  let urgency: Urgency = found.urgency
  const about: string[] = []
  const watch: string[] = []

  const age = ageOf(facts.birthday, now)
  if (age) {
    about.push(t.ageLine(name, describeAge(age, lang), lifeStage(facts, age.years, t)))
    if (age.years >= (facts.petType === 'cat' ? 11 : 8)) watch.push(t.senior)
    if (age.years < 1) watch.push(t.young)
  }
  const breedList = labelled(lang, facts.petType === 'cat' ? 'cat_breed' : 'dog_breed', facts.breeds)
  if (facts.breeds.length) about.push(t.breeds(facts.breeds.length, breedList.join(t.and)))

  if (facts.weightLbs !== undefined) {
    const w = facts.weightLbs
    const range = typicalWeight(facts.petType, facts.breeds)
    if (!range) about.push(t.weightNoRange(w))
    else if (age && age.years < 1) about.push(t.weightGrowing(w, range[0], range[1]))
    else if (w > range[1] * 1.15) {
      about.push(t.weightAbove(w, range[0], range[1]))
      watch.push(t.overweight)
    } else if (w < range[0] * 0.85) {
      about.push(t.weightBelow(w, range[0], range[1]))
      watch.push(t.underweight)
    } else about.push(t.weightWithin(w, range[0], range[1]))
  }

  if (facts.issue) about.push(t.issue(lang === 'es' ? (ISSUE_ES.get(facts.issue.toLowerCase()) ?? facts.issue) : facts.issue))
  for (const f of flags) watch.push(`${capitalise(f.sign)}: ${f.advice}`)

  if (facts.breathScore !== undefined) {
    const b = breathLines(facts.breathScore, t)
    watch.push(...b.lines)
    if (b.urgency === 'soon' && urgency === 'routine') urgency = 'soon'
  }
  if (facts.kind !== 'health' && facts.kind !== 'low_cost' && facts.breathScore === undefined) watch.push(t.teeth)

  if (facts.medications.length) {
    watch.push(t.medications(labelled(lang, 'medicine', facts.medications).join(', ')))
    if (
      facts.medications.some((m) => NSAIDS.test(m)) &&
      (/vomit|diarrh|black|tarry|not eating/i.test(words) || /v[oó]mit|diarrea|negr|no come/i.test(words))
    ) {
      urgency = 'emergency'
      watch.push(t.nsaid)
    }
    if (facts.medications.some((m) => STEROIDS.test(m))) watch.push(t.steroids)
  }
  if (facts.allergies.length) watch.push(t.allergies(labelled(lang, 'allergie', facts.allergies).join(', ')))
  if (facts.conditions.length) watch.push(t.conditions(labelled(lang, 'condition', facts.conditions).join(', ')))

  if (
    facts.petType === 'dog' &&
    facts.gender === 'female' &&
    facts.neutered === 'no' &&
    age &&
    age.years >= 5 &&
    (/lethar|drink|thirst|discharge|not eating|vomit/i.test(words) ||
      /decaíd|let[aá]rg|bebe|\bsed\b|secreci[oó]n|flujo|no come|v[oó]mit/i.test(words))
  ) {
    urgency = 'emergency'
    watch.push(t.pyometra)
  }

  if (found.uncertain) {
    const box = serverText(lang).watchBox
    watch.push(...found.uncertain.watchFor, `${box.callNow} ${found.uncertain.callNowIf.join('; ')}.`)
  }
  if (watch.length === 0) watch.push(t.nothing)

  const photo = hasPhoto ? [t.photo] : []
  return [
    t.title(name),
    t.urgency[urgency],
    about.join(' '),
    t.watchHeading + '\n' + watch.map((w) => `- ${w}`).join('\n'),
    t.when[urgency],
    ...photo,
    t.noModelNote,
  ]
    .filter(Boolean)
    .join('\n\n')
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
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
      "No AI model is configured on this server (set AI_BASE_URL, AI_API_KEY and AI_MODEL to use one), so this answer comes from PetLead's built-in rules.",
      flags.length
        ? 'From your words, these signs stand out:\n' + flags.map((f) => `- ${capitalise(f.sign)}: ${f.advice}`).join('\n')
        : 'Nothing in your question matched the signs the rules know about. For any change in eating, drinking, breathing, energy or behaviour that lasts over a day, a vet visit is the safe choice.',
      photoDataUrl ? 'A photo was received, but the offline rules cannot look at images.' : '',
      'This is general guidance, not a diagnosis.',
    ]
    return lines.filter(Boolean).join('\n\n')
  },
}
