import { get, useFormState } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { localize } from '../text/localize'

/**
 * The current error message of a field in the widget's language, if any (subscribes to that
 * field's errors only). The shared schemas word it in English; `localize` re-words it here.
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  return localize((get(errors, name) as { message?: string } | undefined)?.message, useWidget().text)
}
