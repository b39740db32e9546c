import { useEffect, useId, useRef, useState } from 'react'
import type { ClinicSlots } from '../../api/bookingTypes'
import { Link } from '../Link'
import { useWorkspace } from '../WorkspaceContext'
import { wsRequest } from '../wsRequest'
import { visitTime } from '../../text/visitTime'
import type { WsBooking } from './types'
import { ErrorAlert } from '../ErrorAlert'
import { ConfirmAnswers } from './ConfirmAnswers'

/**
 * One visit: time, visit, pet and owner, a link to its lead, and Cancel or Move, each asked again
 * before anything is sent (the owner is e-mailed either way). Move offers the free times of the
 * visit's service from the clinic's own public slots. Focus goes to the question, then back to the
 * button that opened it.
 */
export function BookingRow({ booking: b, zone, onChanged }: { booking: WsBooking; zone: string; onChanged: (message: string) => void }) {
  const { text, apiBase, user } = useWorkspace()
  const t = text.calendar
  const id = useId()
  const [asking, setAsking] = useState<'cancel' | 'move' | null>(null)
  const [slots, setSlots] = useState<string[]>()
  const [to, setTo] = useState('')
  const [error, setError] = useState('')
  const [back, setBack] = useState<'cancel' | 'move' | null>(null)
  const question = useRef<HTMLDivElement>(null)
  const buttons = { cancel: useRef<HTMLButtonElement>(null), move: useRef<HTMLButtonElement>(null) }
  useEffect(() => {
    if (asking) question.current?.focus()
  }, [asking])
  // The asking button is drawn again after "Keep it": focus returns to it then.
  useEffect(() => {
    if (asking || !back) return
    buttons[back].current?.focus()
    setBack(null)
  }, [asking, back]) // eslint-disable-line react-hooks/exhaustive-deps

  const ask = (what: 'cancel' | 'move') => {
    setError('')
    setAsking(what)
    if (what !== 'move') return
    const from = new Date().toLocaleDateString('en-CA')
    fetch(
      `${apiBase}/clinics/${encodeURIComponent(user?.clinic?.id ?? '')}/slots?service=${encodeURIComponent(b.service)}&from=${from}&days=14`,
    )
      .then((r) => r.json() as Promise<{ content: ClinicSlots }>)
      .then(
        (r) => {
          const s = r.content.slots.map((x) => x.start)
          setSlots(s)
          setTo(s[0] ?? '')
        },
        () => setSlots([]),
      )
  }
  const close = () => {
    setBack(asking)
    setAsking(null)
    setSlots(undefined)
  }
  const send = async () => {
    try {
      if (asking === 'cancel') await wsRequest(apiBase, `bookings/${encodeURIComponent(b.id)}/cancel`, { method: 'POST', body: {} })
      else await wsRequest(apiBase, `bookings/${encodeURIComponent(b.id)}/move`, { method: 'POST', body: { start: to } })
      const done = asking === 'cancel' ? t.cancelDone : t.moveDone
      setAsking(null)
      onChanged(done)
    } catch (e) {
      setError((e as Error).message || text.errors.generic)
    }
  }

  const cancelled = b.status === 'cancelled'
  return (
    <article className={`ws-visit${cancelled ? ' ws-cancelled' : ''}`} aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>
        {visitTime(b.start, zone, 'en')} – {visitTime(b.end, zone, 'en')} · {b.appointment_name} · {b.pet_name}
        {cancelled && (
          <>
            {' '}
            · <span className="ws-badge">{t.cancelled}</span>
          </>
        )}
      </h3>
      <p>
        {b.owner.name} · <a href={`tel:${b.owner.phone.replace(/\D/g, '')}`}>{b.owner.phone}</a> · {b.owner.email}
      </p>
      <p>{b.lead_id ? <Link href={`/workspace/leads/${encodeURIComponent(b.lead_id)}`}>{t.lead(b.pet_name)}</Link> : t.noLead}</p>
      {!cancelled && !asking && (
        <div className="ws-inline">
          <button type="button" className="ws-button ws-secondary" ref={buttons.move} onClick={() => ask('move')}>
            {t.move}
          </button>
          <button type="button" className="ws-button ws-secondary" ref={buttons.cancel} onClick={() => ask('cancel')}>
            {t.cancel}
          </button>
        </div>
      )}
      {asking && (
        <div ref={question} tabIndex={-1} role="group" aria-labelledby={`${id}-q`} className="ws-confirm">
          <p id={`${id}-q`}>
            {asking === 'cancel' ? t.cancelConfirm(b.pet_name, visitTime(b.start, zone, 'en', true)) : t.moveConfirm(b.pet_name)}
          </p>
          {asking === 'move' &&
            (slots === undefined ? (
              <p role="status">{t.loading}</p>
            ) : slots.length ? (
              <p>
                <label className="pl-label" htmlFor={`${id}-to`}>
                  {t.moveTo}
                </label>{' '}
                <select id={`${id}-to`} className="pl-input" value={to} onChange={(e) => setTo(e.currentTarget.value)}>
                  {slots.map((s) => (
                    <option key={s} value={s}>
                      {visitTime(s, zone, 'en', true)}
                    </option>
                  ))}
                </select>
              </p>
            ) : (
              <p>{t.moveNone}</p>
            ))}
          <ConfirmAnswers
            yes={asking === 'cancel' ? t.cancelYes : t.moveYes}
            onYes={send}
            onKeep={close}
            disabled={asking === 'move' && !to}
          />
          <ErrorAlert message={error} />
        </div>
      )}
    </article>
  )
}
