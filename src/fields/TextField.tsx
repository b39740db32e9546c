import { useContext, useId } from 'react'
import type { ChangeEvent, HTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'
import { WidgetContext } from '../context/WidgetContext'
import { describedBy, FieldShell } from './FieldShell'
import { useFieldError } from './useFieldError'
import { useStarred } from './useStarred'

export interface TextFieldProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'time' | 'date' | 'url'
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  /** Clean the value as it is typed (weight, digits-only phone). */
  clean?: (value: string) => string
  hint?: string
  optional?: boolean
  multiline?: boolean
  placeholder?: string
}

/** The mark of an optional field in the clinic workspace, which is English only and has no widget text. */
const OPTIONAL = '(optional)'

/** A labelled text input (or textarea) registered with the surrounding form. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  clean,
  hint,
  optional,
  multiline,
  placeholder,
}: TextFieldProps) {
  const id = useId()
  const { register } = useFormContext()
  const error = useFieldError(name)
  const starred = useStarred(optional)
  const widget = useContext(WidgetContext)
  const field = register(name)
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (clean) {
      const cleaned = clean(e.target.value)
      if (cleaned !== e.target.value) e.target.value = cleaned
    }
    return field.onChange(e)
  }
  const common = { ...field, onChange, id, maxLength, placeholder, className: 'pl-input', ...describedBy(id, error, hint, starred) }
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional ? (widget?.text.labels.optional ?? OPTIONAL) : undefined}
      starred={starred}
    >
      {multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} spellCheck={type === 'text' ? undefined : false} />
      )}
    </FieldShell>
  )
}
