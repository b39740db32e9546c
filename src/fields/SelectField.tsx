import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { describedBy, FieldShell } from './FieldShell'
import { useFieldError } from './useFieldError'
import { useStarred } from './useStarred'

interface Props {
  name: string
  label: string
  options: Record<string, string>
}

/** A native select: the most accessible choice on every phone. */
export function SelectField({ name, label, options }: Props) {
  const id = useId()
  const { text } = useWidget()
  const { register } = useFormContext()
  const error = useFieldError(name)
  const starred = useStarred()
  return (
    <FieldShell id={id} label={label} error={error} starred={starred}>
      <select {...register(name)} id={id} className="pl-input pl-select" {...describedBy(id, error, undefined, starred)}>
        <option value="">{text.options.select}</option>
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>{label}</option>
        ))}
      </select>
    </FieldShell>
  )
}
