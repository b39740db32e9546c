import type { FunnelBatch } from '../../src/schemas/funnel'

/**
 * What the schema cannot say about one event: a `step` names the step it reached and an `error`
 * the field that failed; each problem keyed by the event's path, as validation errors are.
 */
export function eventProblems(batch: FunnelBatch): Record<string, string> {
  const problems: Record<string, string> = {}
  batch.events.forEach((e, i) => {
    if (e.kind === 'step' && e.step === undefined) problems[`events.${i}.step`] = 'a step event names its step, from 1'
    if (e.kind === 'error' && e.field === undefined) problems[`events.${i}.field`] = 'an error event names its field, such as pet_name'
  })
  return problems
}
