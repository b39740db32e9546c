import { ageOf, describeAge } from './ageOf'
import type { PetFacts, Provider } from './provider'
import { findFlags, type Urgency } from './redFlags'
import { isGiantBreed, typicalWeight } from './typicalWeight'

const URGENCY_LINE: Record<Urgency, string> = {
  emergency: 'Urgency: HIGH. Contact a veterinarian or an emergency clinic today, now if signs are severe.',
  soon: 'Urgency: MODERATE. Book a vet visit within the next few days, sooner if things get worse.',
  routine: 'Urgency: LOW. Nothing you described sounds urgent; mention it at a routine visit.',
}

const NSAIDS = /carprofen|rimadyl|meloxicam|metacam|deracoxib|deramaxx|galliprant|grapiprant/i
const STEROIDS = /prednis/i

export const NO_MODEL_NOTE =
  'No AI model was used: this note was written by PetLead\'s built-in rules from the facts you entered. It is triage guidance, not a diagnosis, and it does not replace an examination by a veterinarian.'

function lifeStage(facts: PetFacts, years: number): string {
  if (facts.petType === 'cat') return years < 1 ? 'a kitten' : years >= 11 ? 'a senior cat' : 'an adult cat'
  const senior = isGiantBreed(facts.breeds) ? 6 : 8
  return years < 1 ? 'a puppy' : years >= senior ? 'a senior dog' : 'an adult dog'
}

function breathLines(score: number): { urgency: Urgency; lines: string[] } {
  if (score <= 2) return { urgency: 'routine', lines: [`Breath rated ${score} of 5: mild. Keep up brushing or dental chews, and have teeth checked at the yearly exam.`] }
  if (score === 3) return { urgency: 'routine', lines: ['Breath rated 3 of 5: noticeable odour usually comes from plaque and early gum inflammation. A dental check in the next month or two is sensible.'] }
  return {
    urgency: 'soon',
    lines: [`Breath rated ${score} of 5: strong odour often goes with tartar, gum disease or a bad tooth, which hurt even when pets keep eating. Book a dental exam within the next few weeks.`],
  }
}

/**
 * The offline assessment engine: honest triage notes from the submitted facts alone. It reads
 * age, weight against the breed's typical range, medications, allergies, conditions, the chosen
 * issue, the owner's words and the breath score, and says plainly that no model was used.
 */
export function offlineAssess(facts: PetFacts, now: Date, hasPhoto = false): string {
  const name = facts.petName
  const words = [facts.issue ?? '', facts.ownerNotes, facts.service?.replace(/_/g, ' ') ?? ''].join('\n')
  const flags = findFlags(words)
  let urgency: Urgency = flags[0]?.urgency ?? 'routine'
  const about: string[] = []
  const watch: string[] = []

  const age = ageOf(facts.birthday, now)
  if (age) {
    about.push(`${name} is ${describeAge(age)} old, ${lifeStage(facts, age.years)}.`)
    if (age.years >= (facts.petType === 'cat' ? 11 : 8)) watch.push('Senior pets benefit from a check-up every 6 months, with blood work to catch kidney, thyroid and dental problems early.')
    if (age.years < 1) watch.push('Young pets need their vaccine series and parasite prevention on schedule.')
  }
  if (facts.breeds.length) about.push(`Breed${facts.breeds.length > 1 ? 's' : ''}: ${facts.breeds.join(' and ')}.`)

  if (facts.weightLbs !== undefined) {
    const range = typicalWeight(facts.petType, facts.breeds)
    if (!range) about.push(`Weight: ${facts.weightLbs} lbs (we have no typical range for this breed to compare with).`)
    else if (age && age.years < 1) about.push(`Weight: ${facts.weightLbs} lbs; still growing, so the adult range (${range[0]}-${range[1]} lbs) does not apply yet.`)
    else if (facts.weightLbs > range[1] * 1.15) {
      about.push(`Weight: ${facts.weightLbs} lbs, above the typical ${range[0]}-${range[1]} lbs for this breed.`)
      watch.push('Extra weight strains joints and raises the risk of diabetes; ask your vet for a body-condition score and a feeding plan before cutting food.')
    } else if (facts.weightLbs < range[0] * 0.85) {
      about.push(`Weight: ${facts.weightLbs} lbs, below the typical ${range[0]}-${range[1]} lbs for this breed.`)
      watch.push('A low weight is fine for a small-framed pet, but unexplained weight loss should be checked by a vet.')
    } else about.push(`Weight: ${facts.weightLbs} lbs, within the typical ${range[0]}-${range[1]} lbs for this breed.`)
  }

  if (facts.issue) about.push(`You asked for help with: ${facts.issue}.`)
  for (const f of flags) watch.push(`${capitalise(f.sign)}: ${f.advice}`)

  if (facts.breathScore !== undefined) {
    const b = breathLines(facts.breathScore)
    watch.push(...b.lines)
    if (b.urgency === 'soon' && urgency === 'routine') urgency = 'soon'
  }
  if (facts.kind !== 'health' && facts.kind !== 'low_cost' && facts.breathScore === undefined) {
    watch.push('For teeth: lift the lip and look for a red line along the gums, brown tartar, broken or loose teeth, and watch for chewing on one side or dropping food.')
  }

  if (facts.medications.length) {
    watch.push(`Keep giving ${facts.medications.join(', ')} exactly as prescribed and bring the list to the visit.`)
    if (facts.medications.some((m) => NSAIDS.test(m)) && /vomit|diarrh|black|tarry|not eating/i.test(words)) {
      urgency = 'emergency'
      watch.push('Vomiting, black stool or not eating while on an anti-inflammatory (NSAID) can mean stomach irritation: call your vet before the next dose.')
    }
    if (facts.medications.some((m) => STEROIDS.test(m))) watch.push('Steroids raise thirst and appetite; do not stop them suddenly without your vet.')
  }
  if (facts.allergies.length) watch.push(`Known allergies (${facts.allergies.join(', ')}): tell any vet before new food or medication.`)
  if (facts.conditions.length) watch.push(`Existing conditions (${facts.conditions.join(', ')}) make new signs more important: mention them when you call.`)

  if (facts.petType === 'dog' && facts.gender === 'female' && facts.neutered === 'no' && age && age.years >= 5 && /lethar|drink|thirst|discharge|not eating|vomit/i.test(words)) {
    urgency = 'emergency'
    watch.push('An unspayed female dog who is drinking more, lethargic or has discharge can have a uterine infection (pyometra), which is an emergency: see a vet today.')
  }

  if (watch.length === 0) watch.push('Nothing specific to watch from what you entered. Keep vaccines, parasite prevention and a yearly check-up on schedule.')

  const when: Record<Urgency, string> = {
    emergency: 'When to see a vet: today. If your regular clinic is closed, go to an emergency clinic.',
    soon: 'When to see a vet: within a few days, or the same day if your pet stops eating or drinking, has trouble breathing, or gets worse.',
    routine: 'When to see a vet: at the next routine visit, or sooner if anything above appears or changes.',
  }
  const photo = hasPhoto ? ['A photo was included. The offline engine does not look at photos; your vet can review it with this note.'] : []
  return [
    `Assessment for ${name}`,
    URGENCY_LINE[urgency],
    about.join(' '),
    'What to watch:\n' + watch.map((w) => `- ${w}`).join('\n'),
    when[urgency],
    ...photo,
    NO_MODEL_NOTE,
  ].filter(Boolean).join('\n\n')
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
    const flags = findFlags(prompt)
    const lines = [
      'No AI model is configured on this server (set AI_BASE_URL, AI_API_KEY and AI_MODEL to use one), so this answer comes from PetLead\'s built-in rules.',
      flags.length
        ? 'From your words, these signs stand out:\n' + flags.map((f) => `- ${capitalise(f.sign)}: ${f.advice}`).join('\n')
        : 'Nothing in your question matched the signs the rules know about. For any change in eating, drinking, breathing, energy or behaviour that lasts over a day, a vet visit is the safe choice.',
      photoDataUrl ? 'A photo was received, but the offline rules cannot look at images.' : '',
      'This is general guidance, not a diagnosis.',
    ]
    return lines.filter(Boolean).join('\n\n')
  },
}
