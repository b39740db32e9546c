import { DANGER_SIGNS, type DangerSign } from '../../src/schemas/dangerSigns'
import type { Lang } from '../text/lang'
import { listedIssue } from '../reference/listedIssue'
import { serverText } from '../text/serverText'
import type { PetFacts } from './provider'

// The widget sends the prefix in English whatever the owner's language; a Spanish one is read too.
const ISSUE_PREFIX = /^(i need help with|necesito ayuda con)\s*/i

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []
}
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Normalises any stored submission (assessment, dental, QR check, service request) into the facts
 * an assessment is written from. The clinic forms send the chosen issue as
 * 'i need help with <issue>' followed by free text in one additional_info field (the contract's wire format); it is split back out here.
 * `lang` is the owner's language (the stored submission's `lang`): it names an unnamed pet, and
 * the assessment is written in it; English facts carry no `lang`, as before.
 */
export function petFacts(kind: PetFacts['kind'], data: Record<string, unknown>, lang: Lang = 'en'): PetFacts {
  const breeds = [...list(data.pet_breeds), text(data.primary_breed) || text(data.breed), text(data.secondary_breed)].filter(Boolean)
  let notes = [text(data.additional_info), text(data.doctor_notes), text(data.request)].filter(Boolean).join('\n')
  let issue: string | undefined
  if (ISSUE_PREFIX.test(notes)) {
    const rest = notes.replace(ISSUE_PREFIX, '')
    // The forms join the listed issue to the owner's words with a space: the issue is found by its
    // known wording, so the list's words are never read as the owner's ("head shaking" in the ear
    // issue is not a sign the owner told); an issue not on the list ends at the first full stop.
    const listed = listedIssue(rest)
    const cut = rest.search(/[.\n]/)
    issue = listed ? listed.description : (cut === -1 ? rest : rest.slice(0, cut)).trim() || undefined
    notes = listed ? listed.details : (cut === -1 ? '' : rest.slice(cut + 1)).trim()
  }
  const weight = Number.parseFloat(text(data.weight))
  const breath = Number.parseInt(text(data.bad_breath), 10)
  // Known keys only: a lead stored before a key was renamed must not name a sign it never had.
  const signs = list(data.danger_signs).filter((s): s is DangerSign => (DANGER_SIGNS as readonly string[]).includes(s))
  return {
    kind,
    petName: text(data.pet_name) || text(data.petName) || serverText(lang).offline.defaultPetName,
    petType: text(data.pet_type).toLowerCase() === 'cat' ? 'cat' : 'dog',
    breeds: [...new Set(breeds)].slice(0, 2),
    birthday: text(data.birthday) || text(data.birthdate) || undefined,
    weightLbs: Number.isFinite(weight) && weight > 0 ? weight : undefined,
    gender: text(data.gender) || undefined,
    neutered: text(data.neutered_or_spayed) || text(data.neutered_or_payed) || undefined,
    medications: list(data.medications),
    allergies: list(data.allergies),
    conditions: list(data.health_conditions),
    issue,
    ownerNotes: notes,
    breathScore: breath >= 1 && breath <= 5 ? breath : undefined,
    service: text(data.service) || undefined,
    ...(signs.length ? { dangerSigns: signs } : {}),
    ...(lang === 'en' ? {} : { lang }),
  }
}
