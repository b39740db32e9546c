import { describe, expect, it } from 'vitest'
import { initialStepState, stepReducer, type StepAction, type StepState } from './reducer'

const run = (state: StepState, ...actions: StepAction['type'][]) =>
  actions.reduce((s, type) => stepReducer(s, { type } as StepAction), state)

describe('stepReducer', () => {
  it('moves forward and back within the steps, never past either end', () => {
    const s = initialStepState(3)
    expect(run(s, 'next').step).toBe(1)
    expect(run(s, 'next', 'next', 'next').step).toBe(2)
    expect(run(s, 'previous').step).toBe(0)
    expect(run(s, 'next', 'next', 'previous').step).toBe(1)
  })

  it('submits only from the last step', () => {
    expect(run(initialStepState(3), 'submit').phase).toBe('editing')
    expect(run(initialStepState(2), 'next', 'submit').phase).toBe('sending')
  })

  it('a failure shows the error on the same step; closing it returns to editing', () => {
    const failed = stepReducer(run(initialStepState(2), 'next', 'submit'), { type: 'failed', message: 'nope' })
    expect(failed).toMatchObject({ step: 1, phase: 'error', message: 'nope' })
    expect(run(failed, 'close')).toMatchObject({ step: 1, phase: 'editing', message: undefined })
  })

  it('success: back to step 1 under the overlay, then thanks, then the results overlay, then editing', () => {
    const s = run(initialStepState(3, true), 'next', 'next', 'submit', 'created')
    expect(s).toMatchObject({ step: 0, phase: 'sending' })
    expect(run(s, 'done').phase).toBe('thanks')
    expect(run(s, 'done', 'accept').phase).toBe('results')
    expect(run(s, 'done', 'accept', 'close')).toMatchObject({ step: 0, phase: 'editing' })
  })

  it('without a results overlay the thank-you modal returns straight to editing', () => {
    expect(run(initialStepState(2), 'next', 'submit', 'created', 'done', 'accept')).toMatchObject({ step: 0, phase: 'editing' })
  })

  it('shows the overlay of a clinic that arrived from the API after the form opened', () => {
    const thanks = run(initialStepState(2), 'next', 'submit', 'created', 'done')
    expect(stepReducer(thanks, { type: 'accept', results: true }).phase).toBe('results')
    expect(stepReducer(run(initialStepState(2, true), 'next', 'submit', 'created', 'done'), { type: 'accept', results: false }).phase).toBe(
      'editing',
    )
  })

  it('ignores navigation while sending or while a modal is open', () => {
    const sending = run(initialStepState(2), 'next', 'submit')
    expect(run(sending, 'previous')).toBe(sending)
    expect(run(sending, 'next')).toBe(sending)
    expect(run(sending, 'accept')).toBe(sending)
    const thanks = run(sending, 'created', 'done')
    expect(run(thanks, 'next')).toBe(thanks)
    expect(run(thanks, 'close')).toBe(thanks)
  })
})
