import { useFormContext } from 'react-hook-form'
import { describedBy, FieldShell } from '../../fields/FieldShell'
import { useFieldError } from '../../fields/useFieldError'

/**
 * One field of a promotion: a controlled input over the form value at `name` (promotions are added
 * and removed as a whole array, so their inputs follow the values rather than register), with the
 * error the form holds for that path.
 */
export function PromoInput({
  name,
  label,
  type = 'text',
  multiline,
}: {
  name: string
  label: string
  type?: 'text' | 'date'
  multiline?: boolean
}) {
  const { watch, setValue } = useFormContext()
  const error = useFieldError(name)
  const id = `ws-${name.replace(/\./g, '-')}`
  const common = {
    id,
    name,
    className: 'pl-input',
    value: (watch(name) as string) ?? '',
    ...describedBy(id, error),
    onInput: (e: { currentTarget: { value: string } }) => setValue(name, e.currentTarget.value),
  }
  return (
    <FieldShell id={id} label={label} error={error}>
      {multiline ? (
        <textarea {...common} rows={2} maxLength={500} />
      ) : (
        <input {...common} type={type} maxLength={type === 'text' ? 120 : undefined} />
      )}
    </FieldShell>
  )
}
