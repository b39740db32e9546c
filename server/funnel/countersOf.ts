import type { FunnelBatch } from '../../src/schemas/funnel'
import type { FunnelCounterRow } from '../db/funnelRepo'

/** One counter of `funnel_counts`: its key and how much to add to it (the repository's one shape). */
export type FunnelCounter = FunnelCounterRow

/**
 * What a batch adds to the counters on `day`: one counter per distinct key, however many events
 * share it, so a batch is one upsert whatever its length. Only a `step` event keeps its step and
 * only an `error` its field: a step number or field name on another kind would split one
 * counter into many that no figure reads. The source is counted in lower case, as `sourceOf` gives it,
 * so a beacon's source and its lead's always meet.
 */
export function countersOf(batch: FunnelBatch, clinicId: string, day: string): FunnelCounter[] {
  const source = batch.source.trim().toLowerCase() || 'direct'
  const counters = new Map<string, FunnelCounter>()
  for (const e of batch.events) {
    const step = e.kind === 'step' ? (e.step ?? 0) : 0
    const field = e.kind === 'error' ? (e.field ?? '') : ''
    const key = `${e.kind}\u0000${step}\u0000${field}`
    const counter = counters.get(key)
    if (counter) counter.count++
    else counters.set(key, { day, clinicId, form: batch.form, source, kind: e.kind, step, field, count: 1 })
  }
  return [...counters.values()]
}
