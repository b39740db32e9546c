import * as v from 'valibot'
import { jsonPart } from './jsonPart'

/**
 * The danger signs an owner can tick in the "Is any of this happening now?" checklist, by the
 * stable keys sent as `danger_signs`. Each is an emergency by itself; the server's table of their
 * names and sources is server/triage/dangerSigns.ts, the words the owner reads are in src/text.
 */
export const DANGER_SIGNS = [
  'breathing',
  'collapse',
  'seizure',
  'urine',
  'bloat',
  'poison',
  'bleeding',
  'trauma',
  'birth',
  'eye',
  'heat',
] as const

/** One danger sign's key. */
export type DangerSign = (typeof DANGER_SIGNS)[number]

const known = (list: string[]) => list.every((s) => (DANGER_SIGNS as readonly string[]).includes(s))

/** A list of known keys, at most eleven; anything else fails under `danger_signs` itself, naming the keys it takes. */
const wrong = `danger_signs takes a list of these keys: ${DANGER_SIGNS.join(', ')}`
const signList = v.pipe(v.array(v.string(), wrong), v.check(known, wrong), v.maxLength(DANGER_SIGNS.length, wrong))

/**
 * `danger_signs`: the ticked signs, sent only when at least one is ticked (never required). A JSON
 * body sends an array; the multipart QR check sends it as one text part holding a JSON array.
 */
export const dangerSignsField = v.optional(v.union([signList, v.pipe(v.string(), v.transform(jsonPart), signList)]))
