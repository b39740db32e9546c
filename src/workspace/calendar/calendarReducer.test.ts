import { describe, expect, it } from 'vitest'
import { addDays, calendarRange, calendarReducer, type CalendarState } from './calendarReducer'

const wed: CalendarState = { view: 'week', day: '2026-11-25' }

describe('calendarReducer', () => {
  it('a week runs Monday to Sunday around its day; a day is itself', () => {
    expect(calendarRange(wed)).toEqual({ from: '2026-11-23', days: 7 })
    expect(calendarRange({ view: 'week', day: '2026-11-29' })).toEqual({ from: '2026-11-23', days: 7 })
    expect(calendarRange({ view: 'week', day: '2026-11-23' })).toEqual({ from: '2026-11-23', days: 7 })
    expect(calendarRange({ view: 'day', day: '2026-11-25' })).toEqual({ from: '2026-11-25', days: 1 })
  })
  it("previous and next move by the view's length, across months and the clocks' change", () => {
    expect(calendarReducer(wed, { type: 'next' })).toEqual({ view: 'week', day: '2026-12-02' })
    expect(calendarReducer({ view: 'day', day: '2026-11-30' }, { type: 'next' })).toEqual({ view: 'day', day: '2026-12-01' })
    expect(calendarReducer({ view: 'day', day: '2026-11-02' }, { type: 'previous' })).toEqual({ view: 'day', day: '2026-11-01' })
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15')
  })
  it('switching the view keeps the day; today jumps back', () => {
    expect(calendarReducer(wed, { type: 'view', view: 'day' })).toEqual({ view: 'day', day: '2026-11-25' })
    expect(calendarReducer(calendarReducer(wed, { type: 'next' }), { type: 'today', day: '2026-11-24' })).toEqual({
      view: 'week',
      day: '2026-11-24',
    })
  })
})
