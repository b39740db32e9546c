import * as v from 'valibot'
import { en } from '../text/en'
import bloatAndVomiting from './data/signs/bloatAndVomiting.json' with { type: 'json' }
import breathing from './data/signs/breathing.json' with { type: 'json' }
import eyesEarsSkin from './data/signs/eyesEarsSkin.json' with { type: 'json' }
import generalSigns from './data/signs/generalSigns.json' with { type: 'json' }
import heatAndReactions from './data/signs/heatAndReactions.json' with { type: 'json' }
import injuries from './data/signs/injuries.json' with { type: 'json' }
import mouthAndTeeth from './data/signs/mouthAndTeeth.json' with { type: 'json' }
import order from './data/signs/order.json' with { type: 'json' }
import paralysis from './data/signs/paralysis.json' with { type: 'json' }
import reproduction from './data/signs/reproduction.json' with { type: 'json' }
import seizuresAndCollapse from './data/signs/seizuresAndCollapse.json' with { type: 'json' }
import stoolAndWorms from './data/signs/stoolAndWorms.json' with { type: 'json' }
import swallowedObjects from './data/signs/swallowedObjects.json' with { type: 'json' }
import urinary from './data/signs/urinary.json' with { type: 'json' }
import sources from './data/sources.json' with { type: 'json' }
import toxins from './data/toxins.json' with { type: 'json' }
import exposureWords from './data/words/exposureWords.json' with { type: 'json' }
import shared from './data/words/shared.json' with { type: 'json' }
import vetWords from './data/words/vetWords.json' with { type: 'json' }
import { orderSchema, signsSchema, sourcesSchema, toxinsSchema, wordsSchema } from './ruleSchemas'

// The rule data (data/*.json) read once, checked against its schema and compiled to what the engine reads:
// a malformed file stops the server at start with the file and the entry named, never a rule silently lost.

/** The sign files, one per condition family; a new family's file is added here. */
export const SIGN_FILES: Record<string, unknown> = {
  breathing,
  seizuresAndCollapse,
  paralysis,
  bloatAndVomiting,
  stoolAndWorms,
  urinary,
  swallowedObjects,
  injuries,
  heatAndReactions,
  reproduction,
  eyesEarsSkin,
  mouthAndTeeth,
  generalSigns,
}

/** A counted breathing rate over 40 a minute ("over 50 in a minute", "50 respiraciones por minuto"): a number range, named in phrases as {FAST_COUNT}. */
const FAST_COUNT = Array.from({ length: 111 }, (_, i) => String(41 + i)).join('|')

/** The schema's issues as one line per issue: the file, the entry (by id where it has one) and what is wrong. */
function problems(file: string, issues: v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const where = (issue.path ?? []).map((p) => {
        const value = p.value as { id?: unknown } | undefined
        if (typeof p.key === 'number') return typeof value?.id === 'string' ? `'${value.id}'` : `[${p.key}]`
        return String(p.key)
      })
      return `${file}: ${where.join(' > ') || '(file)'}: ${issue.message}`
    })
    .join('\n')
}

/**
 * Checks one data file against its schema; throws naming the file and each malformed entry.
 * @example readData('toxins.json', toxinsSchema(ids), json)
 */
export function readData<S extends v.GenericSchema>(file: string, schema: S, data: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, data)
  if (!r.success) throw new Error(`triage rule data is malformed:\n${problems(file, r.issues)}`)
  return r.output
}

/** Source ids, shared lists and flags every other file is checked against. */
export const SOURCE_DATA = readData('sources.json', sourcesSchema, sources)
export const SOURCE_IDS = Object.keys(SOURCE_DATA)
export const FLAGS = Object.keys(en.flags)
const SHARED = readData('words/shared.json', wordsSchema([]), shared)
/** The lists a phrase may name as {NAME}. */
export const LIST_NAMES = ['FAST_COUNT', ...Object.keys(SHARED.lists)]
const LISTS: Record<string, string> = {
  FAST_COUNT,
  ...Object.fromEntries(
    Object.entries(SHARED.lists).map(([k, l]) => ['words' in l ? l.words : l.phrases].map((w) => [k, w.join('|')])[0]!),
  ),
}

/** A phrase with its {NAME} lists written out. */
export function expand(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => LISTS[name]!)
}
const expandAll = (a: string[] | undefined): string[] | undefined => a?.map(expand)

/** The signs of every family file, in the order of data/signs/order.json (worst first, the order they are reported in). */
export function readSigns(files: Record<string, unknown>, orderData: unknown) {
  const byId = new Map<string, ReturnType<typeof readOneSign>>()
  for (const [name, data] of Object.entries(files)) {
    for (const s of readData(`signs/${name}.json`, signsSchema(SOURCE_IDS, FLAGS, LIST_NAMES), data).signs) {
      if (byId.has(s.id)) throw new Error(`triage rule data is malformed:\nsigns/${name}.json: '${s.id}': a second sign with this id`)
      byId.set(s.id, readOneSign(s))
    }
  }
  const ids = readData('signs/order.json', orderSchema, orderData)
  const missing = [...byId.keys()].filter((id) => !ids.includes(id))
  const unknown = ids.filter((id, i) => !byId.has(id) || ids.indexOf(id) !== i)
  if (missing.length || unknown.length)
    throw new Error(
      `triage rule data is malformed:\nsigns/order.json: ${[...missing.map((id) => `'${id}' is not in the order`), ...unknown.map((id) => `'${id}' is unknown or listed twice`)].join('; ')}`,
    )
  return ids.map((id) => byId.get(id)!)
}
function readOneSign(s: v.InferOutput<ReturnType<typeof signsSchema>>['signs'][number]) {
  return { ...s, en: s.en.map(expand), es: s.es.map(expand), not: expandAll(s.not), calm: expandAll(s.calm) }
}

/** The toxin lexicon, in its file's order. */
export function readToxins(data: unknown) {
  const list = readData('toxins.json', toxinsSchema(SOURCE_IDS, LIST_NAMES), data)
  const seen = new Set<string>()
  for (const t of list) {
    if (seen.has(t.id)) throw new Error(`triage rule data is malformed:\ntoxins.json: '${t.id}': a second toxin with this id`)
    seen.add(t.id)
  }
  return list.map(({ en: names, ...t }) => ({
    ...t,
    names: names.map(expand),
    es: t.es.map(expand),
    not: expandAll(t.not),
    everyday: expandAll(t.everyday),
  }))
}

/** A words file's lists as plain phrase strings (an `include` first) and word sets, and its concepts. */
export function readWords<C extends string>(file: string, data: { concepts?: Record<C, unknown> } | object) {
  const w = readData(file, wordsSchema(LIST_NAMES), data)
  const phrases = (name: string): string[] => {
    const l = w.lists[name]
    if (!l) throw new Error(`triage rule data is malformed:\n${file}: lists > ${name}: no such list`)
    if ('words' in l) throw new Error(`triage rule data is malformed:\n${file}: lists > ${name}: a word set, not phrases`)
    return [...(l.include ?? []).flatMap(phrases), ...l.phrases.map(expand)]
  }
  const words = (name: string): string[] => {
    const l = w.lists[name]
    if (!l || !('words' in l)) throw new Error(`triage rule data is malformed:\n${file}: lists > ${name}: no such word set`)
    return l.words
  }
  const concepts: Record<C, string[]> = Object.fromEntries(
    Object.entries(w.concepts ?? {}).map(([k, l]) => [
      k,
      'words' in l ? l.words : [...(l.include ?? []).flatMap(phrases), ...l.phrases.map(expand)],
    ]),
  ) as Record<C, string[]>
  for (const name of Object.keys(w.lists)) void ('words' in w.lists[name]! ? words(name) : phrases(name))
  return { phrases, words, concepts }
}

export const SIGNS = readSigns(SIGN_FILES, order)
export const TOXIN_DATA = readToxins(toxins)
export const VET_WORDS = readWords('words/vetWords.json', vetWords)
export const EXPOSURE_WORDS = readWords('words/exposureWords.json', exposureWords)
