import { useId } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { describedBy, FieldShell } from '../../fields/FieldShell'
import { TextField } from '../../fields/TextField'
import { useFieldError } from '../../fields/useFieldError'
import { useWorkspace } from '../WorkspaceContext'

/**
 * The clinic's time zone: typing offers the zones the browser knows (a native list, so searching
 * and choosing by keyboard work as in any input), and the server's refusal lands under it.
 */
function ZoneInput({ label, hint }: { label: string; hint: string }) {
  const id = useId()
  const { register } = useFormContext()
  const error = useFieldError('hours.timeZone')
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input id={id} className="pl-input" list={`${id}-zones`} {...register('hours.timeZone')} {...describedBy(id, error, hint)} />
      <datalist id={`${id}-zones`}>
        {Intl.supportedValuesOf('timeZone').map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </FieldShell>
  )
}

/** One weekday: its openings (any number, e.g. a lunch break), each removable, and a button to add one. */
function DayOpenings({ day }: { day: number }) {
  const t = useWorkspace().text.settings.hours
  const name = t.weekdays[day]!
  const { fields, append, remove } = useFieldArray({ name: `hours.week.${day}` as 'hours.week.0' })
  return (
    <fieldset className="ws-set ws-day">
      <legend>{name}</legend>
      {fields.length === 0 && <p>{t.closed}</p>}
      {fields.map((f, i) => (
        <div key={f.id} className="ws-opening">
          <TextField name={`hours.week.${day}.${i}.open`} label={t.opens} type="time" />
          <TextField name={`hours.week.${day}.${i}.close`} label={t.closes} type="time" />
          <button type="button" className="ws-button ws-secondary" onClick={() => remove(i)}>
            {t.removeOpening(name, i + 1)}
          </button>
        </div>
      ))}
      <button type="button" className="ws-button ws-secondary" onClick={() => append({ open: '08:00', close: '18:00' })}>
        {t.addOpening(name)}
      </button>
    </fieldset>
  )
}

/**
 * The clinic's opening hours: around the clock (no hours), or a time zone, each weekday's openings
 * and dated closures. Every control is a labelled native input or button, so the section is
 * complete by keyboard; the server validates (IANA zone, closes after it opens, first day not after
 * the last) and each refusal lands on its field.
 */
export function HoursSection() {
  const t = useWorkspace().text.settings.hours
  const id = useId()
  const { register } = useFormContext()
  const always = useWatch({ name: 'hours.always' }) as boolean
  const closures = useFieldArray({ name: 'hours.closures' })
  return (
    <fieldset className="ws-set ws-hours" aria-describedby={`${id}-hint`}>
      <legend>{t.title}</legend>
      <p className="pl-hint" id={`${id}-hint`}>
        {t.hint}
      </p>
      <label className="ws-check">
        <input type="checkbox" className="ws-tick" {...register('hours.always')} />
        {t.always}
      </label>
      <label className="ws-check">
        <input type="checkbox" className="ws-tick" {...register('emergency')} />
        {t.emergency}
      </label>
      {!always && (
        <>
          <ZoneInput label={t.timeZone} hint={t.timeZoneHint} />
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <DayOpenings key={d} day={d} />
          ))}
          <fieldset className="ws-set ws-closures">
            <legend>{t.closures}</legend>
            <p className="pl-hint">{t.closuresHint}</p>
            {closures.fields.length === 0 && <p>{t.noClosures}</p>}
            {closures.fields.map((f, i) => (
              <fieldset key={f.id} className="ws-closure">
                <legend>{t.closure(i + 1)}</legend>
                <TextField name={`hours.closures.${i}.from`} label={t.from} type="date" />
                <TextField name={`hours.closures.${i}.to`} label={t.to} type="date" />
                <TextField name={`hours.closures.${i}.reason`} label={t.reason} />
                <button type="button" className="ws-button ws-secondary" onClick={() => closures.remove(i)}>
                  {t.removeClosure(i + 1)}
                </button>
              </fieldset>
            ))}
            <button type="button" className="ws-button ws-secondary" onClick={() => closures.append({ from: '', to: '', reason: '' })}>
              {t.addClosure}
            </button>
          </fieldset>
        </>
      )}
    </fieldset>
  )
}
