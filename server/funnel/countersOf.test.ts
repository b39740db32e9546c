import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUNNEL_BATCH_MAX, FUNNEL_KINDS, type FunnelBatch, type FunnelEvent } from '../../src/schemas/funnel'
import { countersOf } from './countersOf'

/** A counter's key and count, as the table would hold it after every batch was added. */
function summed(batches: FunnelBatch[]): Record<string, number> {
  const totals: Record<string, number> = {}
  for (const b of batches) {
    for (const c of countersOf(b, 'willow', '2026-03-02')) {
      const key = [c.day, c.clinicId, c.form, c.source, c.kind, c.step, c.field].join('|')
      totals[key] = (totals[key] ?? 0) + c.count
    }
  }
  return totals
}

const event: fc.Arbitrary<FunnelEvent> = fc.record(
  {
    kind: fc.constantFrom(...FUNNEL_KINDS),
    step: fc.integer({ min: 1, max: 15 }),
    field: fc.constantFrom('pet_name', 'email', 'zip'),
  },
  { requiredKeys: ['kind'] },
)

describe('countersOf', () => {
  it('gives the same counters however the events are split into batches (the order of beacons does not matter either)', () => {
    fc.assert(
      fc.property(
        fc.array(event, { minLength: 1, maxLength: 200 }),
        fc.array(fc.integer({ min: 1, max: FUNNEL_BATCH_MAX })),
        (events, sizes) => {
          const batch = (evs: FunnelEvent[]): FunnelBatch => ({ clinic: 'willow', form: 'clinic-health', source: 'Google', events: evs })
          const split: FunnelBatch[] = []
          let at = 0
          for (let i = 0; at < events.length; i++) {
            const n = sizes.length ? sizes[i % sizes.length]! : FUNNEL_BATCH_MAX
            split.push(batch(events.slice(at, at + n)))
            at += n
          }
          const whole = summed([batch(events)])
          expect(summed(split)).toEqual(whole)
          expect(summed(split.reverse())).toEqual(whole)
          // Every event is counted once.
          expect(Object.values(whole).reduce((x, y) => x + y, 0)).toBe(events.length)
        },
      ),
    )
  })

  it('merges events of one key into one counter, keeping a step only on step events and a field only on error events', () => {
    const counters = countersOf(
      {
        clinic: 'willow',
        form: 'clinic-dental',
        source: ' Newsletter ',
        events: [
          { kind: 'step', step: 2 },
          { kind: 'step', step: 2, field: 'email' },
          { kind: 'error', step: 2, field: 'email' },
          { kind: 'view', field: 'email' },
        ],
      },
      'willow',
      '2026-03-02',
    )
    const base = { day: '2026-03-02', clinicId: 'willow', form: 'clinic-dental', source: 'newsletter' }
    expect(counters).toEqual([
      { ...base, kind: 'step', step: 2, field: '', count: 2 },
      { ...base, kind: 'error', step: 0, field: 'email', count: 1 },
      { ...base, kind: 'view', step: 0, field: '', count: 1 },
    ])
  })
})
