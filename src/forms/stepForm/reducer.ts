/**
 * Where a multi-step clinic form is: which step, and what the owner sees on top of it
 * (editing, the loading overlay, the thank-you modal, the clinic's results overlay, an error).
 */
export type Phase = 'editing' | 'sending' | 'thanks' | 'results' | 'error'

export interface StepState {
  step: number
  /** How many steps the form has. */
  count: number
  phase: Phase
  /** Show the clinic's results overlay after the thank-you modal. */
  results: boolean
  /** The error modal's message. */
  message?: string
}

/** The named actions of step navigation and of one submission's life. */
export type StepAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'failed'; message: string }
  /** The record exists: the form is reset to step 1 while the follow-up call runs. */
  | { type: 'created' }
  /** The follow-up call and any post-submit delay are over. */
  | { type: 'done' }
  /** The thank-you modal's button; `results` says whether the clinic (perhaps loaded since) has an overlay. */
  | { type: 'accept'; results?: boolean }
  /** The results overlay or the error modal is closed. */
  | { type: 'close' }

/** A fresh form on step 1. */
export function initialStepState(count: number, results = false): StepState {
  return { step: 0, count, phase: 'editing', results }
}

/**
 * Step navigation as a pure reducer (no DOM, no effects). Validation happens before 'next' is
 * dispatched; the component clears captcha and acknowledgement when it dispatches 'previous'.
 */
export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case 'next':
      return state.phase === 'editing' && state.step < state.count - 1 ? { ...state, step: state.step + 1 } : state
    case 'previous':
      return state.phase === 'editing' && state.step > 0 ? { ...state, step: state.step - 1 } : state
    case 'submit':
      return state.phase === 'editing' && state.step === state.count - 1 ? { ...state, phase: 'sending', message: undefined } : state
    case 'failed':
      return state.phase === 'sending' ? { ...state, phase: 'error', message: action.message } : state
    case 'created':
      return state.phase === 'sending' ? { ...state, step: 0 } : state
    case 'done':
      return state.phase === 'sending' ? { ...state, phase: 'thanks' } : state
    case 'accept':
      return state.phase === 'thanks' ? { ...state, phase: (action.results ?? state.results) ? 'results' : 'editing' } : state
    case 'close':
      return state.phase === 'results' || state.phase === 'error' ? { ...state, phase: 'editing', message: undefined } : state
  }
}
