import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { BIRTHDAY_MIN, todayIso } from '../schemas/fields'
import { describedBy, FieldShell } from './FieldShell'
import { useFieldError } from './useFieldError'
import { useStarred } from './useStarred'

interface Props {
  name: string
  label: string
  hint?: string
}

/** A native date input that cannot pick a day after today. */
export function DateField({ name, label, hint }: Props) {
  const id = useId()
  const { register } = useFormContext()
  const error = useFieldError(name)
  const starred = useStarred()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} starred={starred}>
      <input type="date" {...register(name)} id={id} max={todayIso()} min={BIRTHDAY_MIN} className="pl-input" {...describedBy(id, error, hint, starred)} />
    </FieldShell>
  )
}
