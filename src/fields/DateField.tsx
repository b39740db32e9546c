import { BIRTHDAY_MIN, todayIso } from '../schemas/fields'
import { describedBy, FieldShell } from './FieldShell'
import { useRegisteredField } from './useRegisteredField'

interface Props {
  name: string
  label: string
  hint?: string
}

/** A native date input that cannot pick a day after today. */
export function DateField({ name, label, hint }: Props) {
  const { id, register, error, starred } = useRegisteredField(name)
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} starred={starred}>
      <input
        type="date"
        {...register(name)}
        id={id}
        max={todayIso()}
        min={BIRTHDAY_MIN}
        className="pl-input"
        {...describedBy(id, error, hint, starred)}
      />
    </FieldShell>
  )
}
