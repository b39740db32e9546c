import { describe, expect, it } from 'vitest'
import {
  closeStartsFresh,
  initialWizardState,
  isSkipped,
  keepsDraft,
  RESULT_STEP,
  stepPosition,
  SUBMIT_STEP,
  wantsAi,
  wizardReducer,
  type Steering,
  type WizardAction,
} from './reducer'

/** Every step visited from step 1 by pressing Next until the result. */
function forward(answers: Steering): number[] {
  const seen = [1]
  let s = initialWizardState
  while (s.step < RESULT_STEP) {
    s = wizardReducer(s, { type: 'next', answers })
    seen.push(s.step)
  }
  return seen
}

/** Every step visited from `from` by pressing Back until step 1. */
function backward(from: number, answers: Steering): number[] {
  const seen = [from]
  let s = { step: from }
  while (s.step > 1) {
    s = wizardReducer(s, { type: 'back', answers })
    seen.push(s.step)
  }
  return seen
}

const all = Array.from({ length: 15 }, (_, i) => i + 1)
const without = (...skip: number[]) => all.filter((n) => !skip.includes(n))

describe('wizardReducer', () => {
  it('asks every step for a non-fixed service with AI analysis', () => {
    const a = { service: 'skin_rash', analizeAi: true }
    expect(forward(a)).toEqual(all)
    expect(backward(SUBMIT_STEP, a)).toEqual(without(15).reverse())
  })

  it('skips step 13 (affected-area photo) without AI analysis, forward and back', () => {
    const a = { service: 'skin_rash', analizeAi: false }
    expect(forward(a)).toEqual(without(13))
    expect(wizardReducer({ step: 12 }, { type: 'next', answers: a }).step).toBe(14)
    expect(wizardReducer({ step: 14 }, { type: 'back', answers: a }).step).toBe(12)
    expect(backward(14, a)).toEqual(without(13, 15).reverse())
  })

  it('skips step 8 (sterilized) for spay_neuter, forward and back, and 13 as it offers no AI', () => {
    const a = { service: 'spay_neuter', analizeAi: true }
    expect(forward(a)).toEqual(without(8, 13))
    expect(wizardReducer({ step: 7 }, { type: 'next', answers: a }).step).toBe(9)
    expect(wizardReducer({ step: 9 }, { type: 'back', answers: a }).step).toBe(7)
    expect(backward(14, a)).toEqual(without(8, 13, 15).reverse())
  })

  it('the other fixed services ask step 8 but never step 13, even with a stale AI tick', () => {
    for (const service of ['vaccination', 'euthanasia', 'microchipping']) {
      expect(forward({ service, analizeAi: true })).toEqual(without(13))
      expect(wantsAi({ service, analizeAi: true })).toBe(false)
    }
  })

  it('skip rules follow the answers at the time of the move (service changed on the way back)', () => {
    const at9 = { step: 9 }
    expect(wizardReducer(at9, { type: 'back', answers: { service: 'dental_care' } }).step).toBe(8)
    expect(wizardReducer(at9, { type: 'back', answers: { service: 'spay_neuter' } }).step).toBe(7)
    expect(isSkipped(8, {})).toBe(false)
    expect(isSkipped(13, {})).toBe(true)
  })

  it('never goes before step 1 nor past the result; no Back from the result', () => {
    const a = { service: 'dental_care' }
    expect(wizardReducer(initialWizardState, { type: 'back', answers: a })).toEqual({ step: 1 })
    const result = { step: RESULT_STEP }
    expect(wizardReducer(result, { type: 'next', answers: a })).toBe(result)
    expect(wizardReducer(result, { type: 'back', answers: a })).toBe(result)
  })

  it('Submit on step 14 moves to the result; a failed submission returns to step 14', () => {
    const s = wizardReducer({ step: SUBMIT_STEP }, { type: 'next', answers: {} })
    expect(s.step).toBe(RESULT_STEP)
    expect(wizardReducer(s, { type: 'submitFailed' })).toEqual({ step: SUBMIT_STEP })
  })

  it('keeps a draft while asking, drops it from the submit on, and keeps it again after a failed submission', () => {
    const a = { service: 'dental_care' }
    let s = initialWizardState
    while (s.step < SUBMIT_STEP) {
      expect(keepsDraft(s)).toBe(true)
      s = wizardReducer(s, { type: 'next', answers: a })
    }
    expect(keepsDraft(s)).toBe(true)
    const submitted = wizardReducer(s, { type: 'next', answers: a })
    expect(keepsDraft(submitted)).toBe(false)
    expect(keepsDraft(wizardReducer(submitted, { type: 'submitFailed' }))).toBe(true)
  })

  it('a close on step 15 starts fresh whatever the request is doing; a close on a question keeps the draft', () => {
    const submitted = wizardReducer({ step: SUBMIT_STEP }, { type: 'next', answers: {} })
    // The state is the same while the estimate loads, after it arrived and after a late failure.
    expect(closeStartsFresh(submitted)).toBe(true)
    for (let step = 1; step < RESULT_STEP; step++) expect(closeStartsFresh({ step })).toBe(false)
  })

  it('resumes a draft on its step, clamped to the questions and off skipped steps', () => {
    const resume = (step: number, answers: Steering = {}): number =>
      wizardReducer(initialWizardState, { type: 'resume', step, answers } as WizardAction).step
    expect(resume(6)).toBe(6)
    expect(resume(15)).toBe(SUBMIT_STEP)
    expect(resume(0)).toBe(1)
    expect(resume(Number.NaN)).toBe(1)
    expect(resume(8, { service: 'spay_neuter' })).toBe(7)
    expect(resume(13, { service: 'dental_care' })).toBe(12)
  })

  it('numbers only the questions asked: no jump over a skipped step, the total follows the answers', () => {
    const noAi = { service: 'dental_care' }
    expect(stepPosition(12, noAi)).toEqual({ n: 12, total: 14 })
    expect(stepPosition(14, noAi)).toEqual({ n: 13, total: 14 })
    expect(stepPosition(RESULT_STEP, noAi)).toEqual({ n: 14, total: 14 })
    expect(stepPosition(9, { service: 'spay_neuter' })).toEqual({ n: 8, total: 13 })
    expect(stepPosition(13, { service: 'skin_rash', analizeAi: true })).toEqual({ n: 13, total: 15 })
    expect(stepPosition(1, {})).toEqual({ n: 1, total: 14 })
  })
})
