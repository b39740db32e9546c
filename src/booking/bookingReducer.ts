import type { Booking, Hold } from '../api/bookingTypes'

/** The slot the owner chose: which clinic and which start. */
export interface SlotChoice {
  clinicId: string
  start: string
}

/** Why the owner is back at the slots: the seat was taken, the hold ran out, or the call failed. */
export type BookingProblem = 'taken' | 'expired' | 'failed'

/**
 * Where the booking is: `pick` (choosing a slot), `holding` (a slot chosen, its seat being held),
 * `held` (kept ten minutes, waiting for the owner's confirmation), `booking` (confirming), `booked`.
 */
export interface BookingState {
  phase: 'pick' | 'holding' | 'held' | 'booking' | 'booked'
  choice?: SlotChoice
  hold?: Hold
  booking?: Booking
  problem?: BookingProblem
  /** Bumped whenever the free slots must be asked for again (a seat was taken, a hold ran out). */
  refresh: number
}

/** Named state changes of the booking step: the only way it moves. */
export type BookingAction =
  | { type: 'select'; choice: SlotChoice }
  | { type: 'held'; hold: Hold }
  /** `taken`: the seat is gone (409), the slots are asked for again. */
  | { type: 'holdFailed'; taken: boolean }
  | { type: 'confirm' }
  | { type: 'booked'; booking: Booking }
  /** `taken`: the hold expired and someone else took the seat (409). */
  | { type: 'bookFailed'; taken: boolean }
  /** The ten minutes ran out before the owner confirmed. */
  | { type: 'expired' }
  /** The owner wants another time: the hold is let go (it expires by itself). */
  | { type: 'change' }

export const initialBookingState: BookingState = { phase: 'pick', refresh: 0 }

const back = (s: BookingState, problem: BookingProblem | undefined, refresh: boolean): BookingState => ({
  phase: 'pick',
  problem,
  refresh: refresh ? s.refresh + 1 : s.refresh,
})

/**
 * The booking step's navigation, pure: a choice holds its seat, a hold waits for the owner's
 * confirmation, and a seat lost on the way sends the owner back to fresh slots with the reason.
 * Answers that arrive for a choice the owner has since changed are ignored.
 */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'select':
      if (state.phase === 'booking' || state.phase === 'booked') return state
      return { phase: 'holding', choice: action.choice, refresh: state.refresh }
    case 'held': {
      const c = state.choice
      if (state.phase !== 'holding' || !c || c.clinicId !== action.hold.clinic_id || c.start !== action.hold.start) return state
      return { ...state, phase: 'held', hold: action.hold }
    }
    case 'holdFailed':
      return state.phase === 'holding' ? back(state, action.taken ? 'taken' : 'failed', action.taken) : state
    case 'confirm':
      return state.phase === 'held' ? { ...state, phase: 'booking', problem: undefined } : state
    case 'booked':
      return state.phase === 'booking' ? { ...state, phase: 'booked', booking: action.booking } : state
    case 'bookFailed':
      if (state.phase !== 'booking') return state
      // A refused confirmation of a hold still ours can be tried again; a lost seat cannot.
      return action.taken ? back(state, 'taken', true) : { ...state, phase: 'held', problem: 'failed' }
    case 'expired':
      return state.phase === 'held' ? back(state, 'expired', true) : state
    case 'change':
      return state.phase === 'booked' || state.phase === 'booking' ? state : back(state, undefined, false)
  }
}
