import { useCallback, useEffect, useReducer, useState } from 'react'
import { zonedDay } from '../../booking/slotLabel'
import { useLeadEvents } from '../useLeadEvents'
import { useWorkspace } from '../WorkspaceContext'
import { wsRequest } from '../wsRequest'
import { BookingRow } from './BookingRow'
import { addDays, calendarRange, calendarReducer } from './calendarReducer'
import { CalendarFeed } from './CalendarFeed'
import { dayHeading } from './dayHeading'
import type { WsBookings } from './types'
import { ErrorAlert } from '../ErrorAlert'

/**
 * The clinic's visits by day or by week, on the clinic's clock: each linked to its lead, each
 * cancellable or movable after a confirmation. Refetched whenever the event stream says a booking
 * changed. The range moves only through `calendarReducer`; the private ICS feed is below.
 */
export function Calendar() {
  const { text, apiBase } = useWorkspace()
  const t = text.calendar
  const [state, dispatch] = useReducer(calendarReducer, { view: 'week', day: new Date().toLocaleDateString('en-CA') })
  const [data, setData] = useState<WsBookings>()
  const [error, setError] = useState('')
  const [live, setLive] = useState(false)
  const [notice, setNotice] = useState('')
  const { from, days } = calendarRange(state)
  const load = useCallback(() => {
    wsRequest<WsBookings>(apiBase, `bookings?from=${from}&days=${days}`).then(
      (d) => {
        setData(d)
        setError('')
      },
      (e: Error) => setError(e.message || text.errors.generic),
    )
  }, [apiBase, from, days, text])
  useEffect(load, [load])
  useLeadEvents(apiBase, load, setLive, 'booking')

  const zone = data?.time_zone ?? 'UTC'
  const list = Array.from({ length: days }, (_, i) => addDays(from, i))
  const changed = (message: string) => {
    setNotice(message)
    load()
  }
  return (
    <section className="ws-calendar">
      <h1 tabIndex={-1}>{t.title}</h1>
      <div className="ws-inline ws-calbar">
        <div role="group" aria-label={t.views}>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="ws-button ws-secondary"
              aria-pressed={state.view === v}
              onClick={() => dispatch({ type: 'view', view: v })}
            >
              {t[v]}
            </button>
          ))}
        </div>
        <button type="button" className="ws-button ws-secondary" onClick={() => dispatch({ type: 'previous' })}>
          {t.previous}
        </button>
        <button
          type="button"
          className="ws-button ws-secondary"
          onClick={() => dispatch({ type: 'today', day: zonedDay(new Date(), zone) })}
        >
          {t.today}
        </button>
        <button type="button" className="ws-button ws-secondary" onClick={() => dispatch({ type: 'next' })}>
          {t.next}
        </button>
        <span className={`ws-live${live ? ' ws-on' : ''}`}>{live ? text.inbox.live : text.inbox.offline}</span>
      </div>
      <p aria-live="polite">
        <strong>{t.range(dayHeading(list[0]!), dayHeading(list[list.length - 1]!))}</strong>
      </p>
      <ErrorAlert message={error} />
      <p className="ws-saved" role="status">
        {notice}
      </p>
      {!data
        ? !error && <p role="status">{t.loading}</p>
        : list.map((day) => {
            const items = data.items.filter((b) => zonedDay(b.start, zone) === day).sort((a, b) => a.start.localeCompare(b.start))
            return (
              <div key={day} className="ws-calday">
                <h2>{dayHeading(day)}</h2>
                {items.length ? (
                  <ul className="ws-visits">
                    {items.map((b) => (
                      <li key={b.id}>
                        <BookingRow booking={b} zone={zone} onChanged={changed} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t.none}</p>
                )}
              </div>
            )
          })}
      <CalendarFeed />
    </section>
  )
}
