import { describe, expect, it } from 'vitest'
import { bookingReducer, initialBookingState, type BookingAction, type BookingState } from './bookingReducer'
import type { Booking, Hold } from '../api/bookingTypes'

const choice = { clinicId: 'willow', start: '2026-11-25T16:30:00-08:00' }
const hold: Hold = {
  hold_id: 'h1',
  hold_secret: 's',
  clinic_id: 'willow',
  service: 'vaccination',
  start: choice.start,
  end: '2026-11-25T17:00:00-08:00',
  expires_at: '2026-11-25T00:10:00Z',
}
const booking = { booking_id: 'b1', start: choice.start } as Booking
const run = (...actions: BookingAction[]) => actions.reduce<BookingState>(bookingReducer, initialBookingState)

describe('bookingReducer', () => {
  it('select holds, held waits, confirm books, booked ends', () => {
    expect(run({ type: 'select', choice })).toMatchObject({ phase: 'holding', choice })
    expect(run({ type: 'select', choice }, { type: 'held', hold })).toMatchObject({ phase: 'held', hold })
    expect(run({ type: 'select', choice }, { type: 'held', hold }, { type: 'confirm' }).phase).toBe('booking')
    const s = run({ type: 'select', choice }, { type: 'held', hold }, { type: 'confirm' }, { type: 'booked', booking })
    expect(s).toMatchObject({ phase: 'booked', booking })
    // Booked is final: nothing moves it.
    for (const a of [{ type: 'select', choice }, { type: 'change' }, { type: 'expired' }, { type: 'confirm' }] as BookingAction[]) {
      expect(bookingReducer(s, a)).toBe(s)
    }
  })

  it('a hold answer for an earlier choice is ignored', () => {
    const later = { clinicId: 'pleasanton', start: '2026-11-26T10:15:00-08:00' }
    const s = run({ type: 'select', choice }, { type: 'select', choice: later }, { type: 'held', hold })
    expect(s).toMatchObject({ phase: 'holding', choice: later })
    expect(s.hold).toBeUndefined()
  })

  it('a seat taken while holding goes back to the slots, says so and asks for fresh slots', () => {
    const s = run({ type: 'select', choice }, { type: 'holdFailed', taken: true })
    expect(s).toEqual({ phase: 'pick', problem: 'taken', refresh: 1 })
    expect(run({ type: 'select', choice }, { type: 'holdFailed', taken: false })).toEqual({ phase: 'pick', problem: 'failed', refresh: 0 })
  })

  it('a confirm refused for a lost seat goes back to fresh slots; another failure keeps the hold to try again', () => {
    const booking = run({ type: 'select', choice }, { type: 'held', hold }, { type: 'confirm' })
    expect(bookingReducer(booking, { type: 'bookFailed', taken: true })).toEqual({ phase: 'pick', problem: 'taken', refresh: 1 })
    expect(bookingReducer(booking, { type: 'bookFailed', taken: false })).toMatchObject({ phase: 'held', hold, problem: 'failed' })
    expect(bookingReducer(bookingReducer(booking, { type: 'bookFailed', taken: false }), { type: 'confirm' })).toMatchObject({
      phase: 'booking',
      problem: undefined,
    })
  })

  it('the ten minutes running out ends the hold; only a held slot can expire', () => {
    expect(run({ type: 'select', choice }, { type: 'held', hold }, { type: 'expired' })).toEqual({
      phase: 'pick',
      problem: 'expired',
      refresh: 1,
    })
    expect(run({ type: 'select', choice }, { type: 'expired' }).phase).toBe('holding')
  })

  it('the owner may pick another time while held, not while booking', () => {
    expect(run({ type: 'select', choice }, { type: 'held', hold }, { type: 'change' })).toEqual({ phase: 'pick', refresh: 0 })
    expect(run({ type: 'select', choice }, { type: 'held', hold }, { type: 'confirm' }, { type: 'change' }).phase).toBe('booking')
    expect(run({ type: 'select', choice }, { type: 'held', hold }, { type: 'confirm' }, { type: 'select', choice }).phase).toBe('booking')
  })

  it('confirm only from held', () => {
    expect(run({ type: 'confirm' })).toBe(initialBookingState)
    expect(run({ type: 'booked', booking }).phase).toBe('pick')
  })
})
