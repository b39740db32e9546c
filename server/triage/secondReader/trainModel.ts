import { readerFeatures } from './readerFeatures'
import type { Urgency } from '../triage'

/** A labelled message the reader learns from (a case of cases/dev.jsonl). */
export interface ReaderCase {
  text: string
  species: string
  /** The owner's language: the reader never reads it, its threshold is measured per language (buildModel.ts). */
  lang: string
  expected: Urgency
}

/**
 * The second reader's model: for each feature, its log-odds weight for "emergency rather than
 * soon or routine" and for "soon or worse rather than routine"; a message's score is the bias plus
 * the weights of the features it has, and a score at or over the threshold raises the urgency.
 */
export interface ReaderModel {
  /** Bumped when features or the file's shape change, so an old file is never read with new features. */
  version: 1
  bias: { emergency: number; soon: number }
  threshold: { emergency: number; soon: number }
  weights: Record<string, [number, number]>
}

/** Features seen in fewer training messages than this are left out: they cannot be weighed and only grow the file. */
const MIN_MESSAGES = 2
/** Additive smoothing of the feature counts. */
const ALPHA = 0.5
/** Weights are written with this many decimals: enough for the scores, and the file stays small and byte-stable. */
const DECIMALS = 2

const round = (x: number) => Number(x.toFixed(DECIMALS))

/**
 * A binarised naive Bayes model trained on `cases`: deterministic (features sorted, weights
 * rounded), so the same cases give a byte-identical file. `threshold` is set by the caller
 * (train.ts sets it by cross-validation for recall).
 */
export function trainModel(cases: readonly ReaderCase[], threshold: ReaderModel['threshold']): ReaderModel {
  // Per feature: messages it appears in, among emergencies, soon and routine cases.
  const counts = new Map<string, [number, number, number]>()
  const n: [number, number, number] = [0, 0, 0]
  for (const c of cases) {
    const k = c.expected === 'emergency' ? 0 : c.expected === 'soon' ? 1 : 2
    n[k]++
    for (const f of readerFeatures(c.text, c.species)) {
      const row = counts.get(f) ?? [0, 0, 0]
      row[k]++
      counts.set(f, row)
    }
  }
  const kept = [...counts].filter(([, r]) => r[0] + r[1] + r[2] >= MIN_MESSAGES).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  // Each side's total feature count, for the multinomial likelihood of a feature within its side.
  const total = [0, 0, 0]
  for (const [, r] of kept) for (let k = 0; k < 3; k++) total[k] += r[k]
  const v = kept.length
  const logP = (count: number, sum: number) => Math.log((count + ALPHA) / (sum + ALPHA * v))
  const weights: ReaderModel['weights'] = {}
  for (const [f, [e, s, r]] of kept)
    weights[f] = [round(logP(e, total[0]) - logP(s + r, total[1] + total[2])), round(logP(e + s, total[0] + total[1]) - logP(r, total[2]))]
  return {
    version: 1,
    bias: { emergency: round(Math.log(n[0] / (n[1] + n[2]))), soon: round(Math.log((n[0] + n[1]) / n[2])) },
    threshold,
    weights,
  }
}
