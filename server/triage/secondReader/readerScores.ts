import { readerFeatures } from './readerFeatures'
import type { ReaderModel } from './trainModel'

/** A message's two scores under `model`: the log-odds of an emergency, and of `soon` or worse. */
export function readerScores(model: ReaderModel, text: string, species: string): { emergency: number; soon: number } {
  let emergency = model.bias.emergency
  let soon = model.bias.soon
  for (const f of readerFeatures(text, species)) {
    const w = Object.hasOwn(model.weights, f) ? model.weights[f] : undefined
    if (w) {
      emergency += w[0]
      soon += w[1]
    }
  }
  return { emergency, soon }
}
