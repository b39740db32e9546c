import { useFormContext, get } from 'react-hook-form'

/** The current error message of a field, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext()
  return (get(formState.errors, name) as { message?: string } | undefined)?.message
}
