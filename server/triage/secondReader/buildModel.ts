import { readerScores } from './readerScores'
import { trainModel, type ReaderCase, type ReaderModel } from './trainModel'
import type { Urgency } from '../triage'

/** Five folds: each case is scored by a model that never saw it. */
const FOLDS = 5
/**
 * The share of emergencies the reader alone must catch out of fold, and of `soon`-or-worse cases
 * for raising `routine` to `soon`. Set for recall, within what over-triage allows: out of fold,
 * 90% of emergencies costs 3% of non-emergencies raised to an emergency; 95% costs 7%, 99% costs
 * 29% (the table train.ts prints), which alone would break the 15% over-triage gate.
 */
export const RECALL = { emergency: 0.9, soon: 0.9 }

/** One row of the threshold table: a recall target, its threshold, and what it costs out of fold. */
export interface ThresholdRow {
  side: 'emergency' | 'soon'
  recall: number
  threshold: number
  /** Cases below that side raised over it by the reader alone, over those cases. */
  overCall: number
}

const floor2 = (x: number) => Math.floor(x * 100) / 100

/** The threshold at which the reader alone reaches `recall` of `scores` (the positives' scores), rounded down. */
function thresholdFor(scores: number[], recall: number): number {
  const sorted = [...scores].sort((a, b) => a - b)
  return floor2(sorted[Math.min(sorted.length - 1, Math.floor((1 - recall) * sorted.length))])
}

/**
 * The committed model from the labelled cases: thresholds set by five-fold cross-validation for
 * recall (RECALL), then weights from every case. Deterministic: folds by position, no randomness.
 */
export function buildModel(cases: readonly ReaderCase[]): { model: ReaderModel; table: ThresholdRow[] } {
  const oof = cases.map(() => ({ emergency: 0, soon: 0 }))
  for (let k = 0; k < FOLDS; k++) {
    const m = trainModel(
      cases.filter((_, i) => i % FOLDS !== k),
      { emergency: 0, soon: 0 },
    )
    cases.forEach((c, i) => {
      if (i % FOLDS === k) oof[i] = readerScores(m, c.text, c.species)
    })
  }
  const positive = (side: 'emergency' | 'soon', u: Urgency) => (side === 'emergency' ? u === 'emergency' : u !== 'routine')
  const table: ThresholdRow[] = []
  for (const side of ['emergency', 'soon'] as const)
    for (const recall of [0.8, 0.85, 0.9, 0.95, 0.97, 0.99]) {
      const threshold = thresholdFor(
        oof.filter((_, i) => positive(side, cases[i].expected)).map((s) => s[side]),
        recall,
      )
      const below = cases.map((c, i) => [c, oof[i]] as const).filter(([c]) => !positive(side, c.expected))
      table.push({ side, recall, threshold, overCall: below.filter(([, s]) => s[side] >= threshold).length / below.length })
    }
  const at = (side: 'emergency' | 'soon') => table.find((r) => r.side === side && r.recall === RECALL[side])!.threshold
  return { model: trainModel(cases, { emergency: at('emergency'), soon: at('soon') }), table }
}
