import { FIXED_SERVICES, type Service } from '../../schemas/services'

/** The answers that decide which steps are asked. */
export interface Steering {
  service?: string
  analizeAi?: boolean
}

/** Where the wizard is: step 1-14 are questions, 15 is the result. */
export interface WizardState {
  step: number
}

/** Named state changes of the wizard (downshift-style): the only way the step moves. */
export type WizardAction =
  | { type: 'next'; answers: Steering }
  | { type: 'back'; answers: Steering }
  /** A restored draft: the step it was on, never past the last question. */
  | { type: 'resume'; step: number; answers: Steering }
  /** The submission failed: back to the last question, answers untouched. */
  | { type: 'submitFailed' }

export const SUBMIT_STEP = 14
export const RESULT_STEP = 15
/** The sterilized question, skipped (answered 'no') for spay_neuter. */
export const NEUTERED_STEP = 8
/** The affected-area photo, asked only when AI analysis is wanted. */
export const PHOTO_STEP = 13

export const initialWizardState: WizardState = { step: 1 }

/** The treatment box and AI-analysis checkbox are offered for every non-fixed service. */
export function offersAi(service: string | undefined): boolean {
  return !!service && !FIXED_SERVICES.includes(service as Service)
}

/** AI analysis counts only where it is offered (a stale tick on a fixed service does not). */
export function wantsAi(a: Steering): boolean {
  return offersAi(a.service) && !!a.analizeAi
}

/** Whether `step` is passed over for these answers (a step with nothing to ask is skipped), in both directions. */
export function isSkipped(step: number, a: Steering): boolean {
  if (step === NEUTERED_STEP) return a.service === 'spay_neuter'
  if (step === PHOTO_STEP) return !wantsAi(a)
  return false
}

/**
 * The step as the owner counts it: skipped questions are not numbered, so the counter never
 * jumps (12, then 13 of 14 rather than 12, then 14 of 15). The total follows the answers given.
 */
export function stepPosition(step: number, a: Steering): { n: number; total: number } {
  let n = 0
  let total = 0
  for (let s = 1; s <= RESULT_STEP; s++) {
    if (isSkipped(s, a)) continue
    total++
    if (s <= step) n++
  }
  return { n: Math.max(1, n), total }
}

function move(from: number, by: 1 | -1, a: Steering): number {
  let step = from + by
  while (step > 1 && step < RESULT_STEP && isSkipped(step, a)) step += by
  return Math.min(RESULT_STEP, Math.max(1, step))
}

/** The wizard's navigation, pure: validation happens before 'next' is dispatched. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return state.step >= RESULT_STEP ? state : { step: move(state.step, 1, action.answers) }
    case 'back':
      return state.step <= 1 || state.step >= RESULT_STEP ? state : { step: move(state.step, -1, action.answers) }
    case 'resume': {
      const step = Math.min(SUBMIT_STEP, Math.max(1, Math.floor(action.step) || 1))
      return { step: isSkipped(step, action.answers) ? move(step, -1, action.answers) : step }
    }
    case 'submitFailed':
      return { step: SUBMIT_STEP }
  }
}

/**
 * Whether the answers are kept as a draft: only while questions are asked. From the submit on
 * they live in the request alone; a draft resumed later would send a second lead.
 */
export function keepsDraft(state: WizardState): boolean {
  return state.step < RESULT_STEP
}

/**
 * Whether a close returns the widget to its fresh state (the spec's "closing on step 15 reloads
 * the page"): on the result step, whether the estimate has arrived, is loading or failed.
 */
export function closeStartsFresh(state: WizardState): boolean {
  return state.step === RESULT_STEP
}
