import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useFieldError } from './useFieldError'
import { useStarred } from './useStarred'

/** A choice among fixed options: the field's name, its label and the options by value. */
export interface ChoiceProps {
  name: string
  label: string
  options: Record<string, string>
}

/**
 * What a native input registered with the form needs: an id for its label and messages, the
 * form's `register`, the field's first error and whether the form stars required fields.
 */
export function useRegisteredField(name: string) {
  const { register } = useFormContext()
  return { id: useId(), register, error: useFieldError(name), starred: useStarred() }
}
