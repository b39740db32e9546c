import MODEL from './model.json'
import { readerScores } from './readerScores'
import type { ReaderModel } from './trainModel'
import { serverText } from '../../text/serverText'
import { worseUrgency, type Sign, type Triage, type TriageInput, type Urgency } from '../triage'

/** Where the reader's sign points: it follows no public page of its own, so the page that explains it. */
const SOURCE = 'docs/triage.md#the-second-reader'

/**
 * The rules' answer read a second time by the trained model (model.json): it may only raise it,
 * `routine` or `soon` to `emergency` and `routine` to `soon`, never lower anything, because the
 * rules miss wordings they were not written from and the reader is set to catch them. When it
 * raises, a sign says so (rule `second-reader`), so the clinic sees why; an emergency drops the
 * "what to watch for" box as the rules' own emergencies do. Throws when the model cannot be read:
 * the caller fails safe (failSafe.ts).
 */
export function readAgain(first: Triage, input: TriageInput, model: ReaderModel = MODEL as unknown as ReaderModel): Triage {
  const score = readerScores(model, input.text, input.species ?? 'dog')
  const read: Urgency = score.emergency >= model.threshold.emergency ? 'emergency' : score.soon >= model.threshold.soon ? 'soon' : 'routine'
  if (worseUrgency(first.urgency, read) === first.urgency) return first
  const words = serverText(input.lang ?? 'en').flags.secondReader
  const sign: Sign = { ...words, words: '', rule: 'second-reader', source: SOURCE, urgency: read, flag: 'secondReader' }
  const { uncertain, watch, ...rest } = first
  return {
    ...rest,
    urgency: read,
    signs: [sign, ...first.signs],
    ...(read === 'emergency' ? {} : { uncertain, watch }),
  }
}
