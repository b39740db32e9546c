import { useRef } from 'react'
import { BIRTHDAY_MIN, todayIso } from '../schemas/fields'
import { describedBy, FieldShell } from './FieldShell'
import { useRegisteredField } from './useRegisteredField'

interface Props {
  name: string
  label: string
  hint?: string
  /**
   * The day (YYYY-MM-DD) the picker opens on while the field is empty. A native date input has no
   * such setting, so the day is put in as the owner opens the picker (a tap or click, or the keys
   * that open it) and taken out again when they leave without choosing: an untouched field stays
   * empty and sends nothing, never a date the owner did not pick. Focus alone (Tab, or the form
   * moving to the field after a refused Submit) shows nothing, so "Is required" never sits under a date.
   */
  opensOn?: string
}

/**
 * The keys that open a native date picker: Space, Alt+Down and F4. Never Enter: in a form it
 * submits, and a refused Submit would show the suggestion above "Is required".
 */
const OPENS_PICKER = (e: { key: string; altKey: boolean }) => e.key === ' ' || e.key === 'F4' || (e.altKey && e.key === 'ArrowDown')

/** A native date input that cannot pick a day after today. */
export function DateField({ name, label, hint, opensOn }: Props) {
  const { id, register, error, starred } = useRegisteredField(name)
  const field = register(name)
  // True while the field shows `opensOn` only as the picker's starting point, not as a choice.
  const suggested = useRef(false)
  const suggest = (input: HTMLInputElement) => {
    if (!opensOn || input.value) return
    input.value = opensOn
    suggested.current = true
  }
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} starred={starred}>
      <input
        type="date"
        {...field}
        onPointerDown={(e) => suggest(e.currentTarget)}
        onKeyDown={(e) => {
          if (OPENS_PICKER(e)) suggest(e.currentTarget)
        }}
        onChange={(e) => {
          suggested.current = false
          return field.onChange(e)
        }}
        onBlur={(e) => {
          // Before the form reads the field on blur, so it never stores the suggestion.
          if (suggested.current) e.currentTarget.value = ''
          suggested.current = false
          return field.onBlur(e)
        }}
        id={id}
        max={todayIso()}
        min={BIRTHDAY_MIN}
        className="pl-input"
        {...describedBy(id, error, hint, starred)}
      />
    </FieldShell>
  )
}
