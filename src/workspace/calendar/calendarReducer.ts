/** What the Calendar shows: one day, or the Monday-to-Sunday week around `day` (YYYY-MM-DD). */
export interface CalendarState {
  view: 'day' | 'week'
  day: string
}

/** Named state changes of the Calendar page: the only way its range moves. */
export type CalendarAction =
  | { type: 'view'; view: 'day' | 'week' }
  | { type: 'previous' }
  | { type: 'next' }
  /** Back to today (the clinic's today, given by the page). */
  | { type: 'today'; day: string }

const DAY_MS = 86_400_000

/** `day` moved by `n` days, calendar arithmetic on the date alone (no clock, no zone). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** The first day and the number of days the page asks the server for. */
export function calendarRange(s: CalendarState): { from: string; days: number } {
  if (s.view === 'day') return { from: s.day, days: 1 }
  // getUTCDay: 0 is Sunday; a week starts on Monday, as clinics' rotas do.
  const weekday = (new Date(`${s.day}T00:00:00Z`).getUTCDay() + 6) % 7
  return { from: addDays(s.day, -weekday), days: 7 }
}

/** The Calendar's navigation, pure: previous and next move by the view's length. */
export function calendarReducer(s: CalendarState, a: CalendarAction): CalendarState {
  const step = s.view === 'day' ? 1 : 7
  switch (a.type) {
    case 'view':
      return { ...s, view: a.view }
    case 'previous':
      return { ...s, day: addDays(s.day, -step) }
    case 'next':
      return { ...s, day: addDays(s.day, step) }
    case 'today':
      return { ...s, day: a.day }
  }
}
