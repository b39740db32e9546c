import { useId, useState } from 'react'
import type { Text } from '../text/en'
import type { SlotChoice } from './bookingReducer'
import type { EstimatePartner } from './estimatePartners'
import { slotLabel, zonedDay } from './slotLabel'
import { readerZone, visitTime } from '../text/visitTime'
import type { ClinicSlots } from '../api/bookingTypes'

/** One partner's free slots for the service. */
export interface SlotGroup {
  partner: EstimatePartner
  answer: ClinicSlots
}

interface Props {
  groups: SlotGroup[]
  choice?: SlotChoice
  onSelect: (choice: SlotChoice) => void
  /** What is happening to the choice (holding it, kept for N minutes, booking), said beside it. */
  status?: string
  now: Date
  lang: string
  t: Text['booking']
}

/**
 * The partners' free slots side by side, each on its clinic's clock: a fieldset per clinic (its
 * legend names the clinic, the visit, its length and price), a day list, and the day's times as
 * native radio buttons, so arrows move between times, Tab between clinics, and a screen reader
 * hears the clinic, the day and the time. Starts on each clinic's earliest day. What happens to the
 * choice (held for N more minutes...) is said in the chosen clinic's own group, naming the clinic,
 * the day and the time, so the owner reads it beside the time it is about: each group keeps its
 * polite live region from the start, so a screen reader hears it as it changes.
 */
export function SlotPicker({ groups, choice, onSelect, status, now, lang, t }: Props) {
  const id = useId()
  const [days, setDays] = useState<Record<string, string>>({})
  const here = readerZone()
  return (
    <div className="pl-slot-groups">
      {groups.map(({ partner, answer }, i) => {
        const zone = answer.time_zone
        const label = (start: string) => slotLabel(start, zone, now, lang, t, here)
        // Each slot's day is read once a drawing, and each day's first slot kept: a clinic offers
        // weeks of slots, and the picker draws again at every change of the hold's status.
        const firstOfDay = new Map<string, string>()
        const dayOf = new Map(answer.slots.map((s) => [s.start, zonedDay(s.start, zone)]))
        for (const [start, d] of dayOf) if (!firstOfDay.has(d)) firstOfDay.set(d, start)
        const dayList = [...firstOfDay.keys()]
        const day = firstOfDay.has(days[partner.id]!) ? days[partner.id]! : dayList[0]!
        const times = answer.slots.filter((s) => dayOf.get(s.start) === day)
        const a = answer.appointment
        const chosen = choice?.clinicId === partner.id && choice.start
        return (
          <fieldset key={partner.id} className="pl-field pl-slots">
            <legend className="pl-label">{partner.name}</legend>
            <p className="pl-hint">
              {[a.name, t.minutes(a.duration_minutes), a.price && t.price(a.price[0], a.price[1])].filter(Boolean).join(' · ')}
            </p>
            <label className="pl-label" htmlFor={`${id}-d${i}`}>
              {t.day}
            </label>
            <select
              id={`${id}-d${i}`}
              className="pl-input"
              value={day}
              onChange={(e) => setDays({ ...days, [partner.id]: e.currentTarget.value })}
            >
              {dayList.map((d) => (
                <option key={d} value={d}>
                  {label(firstOfDay.get(d)!).day}
                </option>
              ))}
            </select>
            <div className="pl-radio-row">
              {times.map((s) => {
                const l = label(s.start)
                return (
                  <label key={s.start} className="pl-radio pl-slot">
                    <input
                      type="radio"
                      name={`${id}-s${i}`}
                      value={s.start}
                      checked={chosen === s.start}
                      onChange={() => onSelect({ clinicId: partner.id, start: s.start })}
                    />
                    <span>
                      <span className="pl-sr-only">{l.day} </span>
                      {l.time}
                    </span>
                  </label>
                )
              })}
            </div>
            <p role="status" className="pl-hint">
              {chosen && status && `${partner.name}, ${visitTime(chosen, zone, lang, true, here)}: ${status}`}
            </p>
          </fieldset>
        )
      })}
    </div>
  )
}
