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
   * such setting, so the day is put in as the field takes focus (before a tap or click opens the
   * picker) and taken out again when the owner leaves without choosing: an untouched field stays
   * empty and sends nothing, never a date the owner did not pick.
   */
  opensOn?: string
}

/** A native date input that cannot pick a day after today. */
export function DateField({ name, label, hint, opensOn }: Props) {
  const { id, register, error, starred } = useRegisteredField(name)
  const field = register(name)
  // True while the field shows `opensOn` only as the picker's starting point, not as a choice.
  const suggested = useRef(false)
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} starred={starred}>
      <input
        type="date"
        {...field}
        onFocus={(e) => {
          const input = e.currentTarget
          if (opensOn && !input.value) {
            input.value = opensOn
            suggested.current = true
          }
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
