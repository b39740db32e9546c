import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { ApiError } from '../api/ApiError'
import { useWidget } from '../context/WidgetContext'
import { bookingReducer, initialBookingState } from './bookingReducer'
import type { EstimatePartner } from './estimatePartners'
import { SlotPicker, type SlotGroup } from './SlotPicker'
import { visitTime } from '../text/visitTime'
import type { BookingContact } from '../api/bookingTypes'

interface Props {
  /** The partners in range that offer the service, nearest first. */
  partners: EstimatePartner[]
  service: string
  /** The contact details the form already asked for. */
  contact: BookingContact
  /** The lead the booking belongs to, when the submission's answer named it. */
  leadId?: string
}

/** How many days of slots are offered. */
const DAYS = 7
/** A choice is held once the owner rests on it, so arrowing through the times holds no seat on the way. */
const SETTLE_MS = 400

const taken = (e: unknown) => e instanceof ApiError && e.status === 409

/**
 * "Book a visit": the partners' earliest slots side by side, a chosen slot held for ten minutes
 * (the time left announced politely, once a minute), confirmed with the contact details already
 * given, then the confirmation. Steps move only through `bookingReducer`.
 */
export function BookVisit({ partners, service, contact, leadId }: Props) {
  const { api, text, lang, track } = useWidget()
  const t = text.booking
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState)
  const [groups, setGroups] = useState<SlotGroup[]>()
  const [now, setNow] = useState(() => new Date())
  const done = useRef<HTMLHeadingElement>(null)
  // Holding a seat carries a captcha proof the owner never sees: it is solved while they pick a time.
  useEffect(() => api.prime(), [api])

  useEffect(() => {
    let live = true
    const from = new Date().toLocaleDateString('en-CA')
    Promise.all(
      partners.map((partner) =>
        api.slots(partner.id, service, from, DAYS).then(
          (r) => ({ partner, answer: r.content }),
          () => undefined,
        ),
      ),
    ).then((all) => {
      if (live) setGroups(all.filter((g): g is SlotGroup => !!g?.answer.slots?.length))
    })
    return () => {
      live = false
    }
  }, [api, partners, service, state.refresh])

  useEffect(() => {
    const c = state.choice
    if (state.phase !== 'holding' || !c) return
    const timer = setTimeout(() => {
      api.hold({ clinic_id: c.clinicId, service, start: c.start }).then(
        (r) => dispatch({ type: 'held', hold: r.content }),
        (e) => dispatch({ type: 'holdFailed', taken: taken(e) }),
      )
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [api, service, state.phase, state.choice])

  const expires = state.hold ? Date.parse(state.hold.expires_at) : 0
  useEffect(() => {
    if (state.phase !== 'held') return
    const tick = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(tick)
  }, [state.phase])
  useEffect(() => {
    if (state.phase === 'held' && +now >= expires) dispatch({ type: 'expired' })
  }, [now, expires, state.phase])
  // Focus moves to the confirmation in the same commit that shows it: no screen reader or key press
  // ever meets the page with focus on nothing.
  useLayoutEffect(() => {
    if (state.phase === 'booked') done.current?.focus()
  }, [state.phase])

  const confirm = async () => {
    const hold = state.hold!
    dispatch({ type: 'confirm' })
    try {
      const r = await api.book({
        hold_id: hold.hold_id,
        hold_secret: hold.hold_secret,
        ...contact,
        ...(leadId ? { lead_id: leadId } : {}),
        lang,
      })
      dispatch({ type: 'booked', booking: r.content })
    } catch (e) {
      dispatch({ type: 'bookFailed', taken: taken(e) })
    }
  }

  const b = state.booking
  if (b) {
    const c = b.clinic
    return (
      <section className="pl-booking" aria-labelledby="pl-booked">
        <h3 id="pl-booked" ref={done} tabIndex={-1} className="pl-question">
          {t.bookedTitle}
        </h3>
        <p>
          <strong>{c.name}</strong>
          <br />
          {b.appointment_name}, {visitTime(b.start, b.time_zone, lang, true)}
        </p>
        <p>
          {c.street}, {c.city}, {c.state} {c.zip}
          <br />
          {t.phone}
          <a href={`tel:${c.phone.replace(/\D/g, '')}`}>{c.phone}</a>
        </p>
        <p role="status">{t.mail}</p>
      </section>
    )
  }
  // A clinic with nothing bookable (no appointment type for the service, or a full week) shows no step at all.
  if (groups && !groups.length && !state.problem) return null
  const left = Math.max(1, Math.ceil((expires - +now) / 60_000))
  return (
    <section className="pl-booking" aria-labelledby="pl-book">
      <h3 id="pl-book" className="pl-question">
        {t.title}
      </h3>
      {!groups ? (
        <p role="status">{t.loading}</p>
      ) : groups.length ? (
        <>
          <p>{t.intro}</p>
          <SlotPicker
            groups={groups}
            choice={state.choice}
            onSelect={(choice) => {
              track('slot')
              dispatch({ type: 'select', choice })
            }}
            status={({ holding: t.holding, held: t.held(left), booking: t.booking } as Record<string, string>)[state.phase]}
            now={now}
            lang={lang}
            t={t}
          />
        </>
      ) : (
        <p>{t.none}</p>
      )}
      {state.problem && (
        <p className="pl-error" role="alert">
          {t[state.problem]}
        </p>
      )}
      {/* A hold exists exactly while it waits for the owner's confirmation and while that is sent (bookingReducer). */}
      {state.hold && (
        <div className="pl-confirm">
          <p>
            {t.sendTo} {contact.owner_name}, {contact.email}, {contact.phone}
          </p>
          <div className="pl-actions">
            <button type="button" className="pl-button" onClick={() => dispatch({ type: 'change' })} disabled={state.phase === 'booking'}>
              {t.change}
            </button>
            <button type="button" className="pl-button pl-primary" onClick={confirm} disabled={state.phase === 'booking'}>
              {t.book}
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
