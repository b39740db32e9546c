import { get, useFormState } from 'react-hook-form'

/** The current error message of a field, if any (subscribes to that field's errors only). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  return (get(errors, name) as { message?: string } | undefined)?.message
}
