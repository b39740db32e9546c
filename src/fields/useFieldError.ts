import { useContext } from 'react'
import { get, useFormState } from 'react-hook-form'
import { WidgetContext } from '../context/WidgetContext'

/**
 * The current error message of a field, if any (subscribes to that field's errors only), in the
 * widget's language: the shared schemas word it in English and the widget re-words it. Outside
 * a widget (the clinic workspace's forms) it is shown as it is.
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  const message = (get(errors, name) as { message?: string } | undefined)?.message
  const widget = useContext(WidgetContext)
  return widget ? widget.localize(message) : message
}
