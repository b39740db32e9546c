import { useWidget } from '../context/WidgetContext'

/** Shown for a form name this build accepts but does not implement yet. */
export function Unavailable() {
  const { text, options } = useWidget()
  return <p className="pl-notice" role="status">{text.unavailable(options.form)}</p>
}
