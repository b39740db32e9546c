import { useEffect, useState } from 'react'
import { useWidget } from '../context/WidgetContext'
import { Modal } from './Modal'

/** After this long the spinner adds 'Wait a moment...', so a slow answer does not look like a frozen form. */
export const SPINNER_HINT_MS = 5000

/**
 * The full-screen spinner shown while a form submits. It blocks the page like a modal, cannot
 * be dismissed, and adds the spec's 'Wait a moment...' after 5 seconds.
 */
export function Spinner({ label }: { label?: string }) {
  const { text } = useWidget()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SPINNER_HINT_MS)
    return () => clearTimeout(t)
  }, [])
  return (
    <Modal title={label ?? text.spinner.label} hideTitle className="pl-spinner-modal">
      <div className="pl-spinner" role="status" aria-live="polite">
        <span className="pl-spinner-ring" aria-hidden="true" />
        {slow && <p className="pl-spinner-text">{text.spinner.wait}</p>}
      </div>
    </Modal>
  )
}
