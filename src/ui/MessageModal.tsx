import type { ReactNode } from 'react'
import { useWidget } from '../context/WidgetContext'
import { Modal } from './Modal'

interface Props {
  title: string
  message: string
  /** The Accept button. */
  onAccept: () => void
  /** Escape or a backdrop click; the spec gives these their own effect on some modals. */
  onDismiss: () => void
  /** Shown after the message, before the button (the emergency notice with the thank-you). */
  children?: ReactNode
}

/** The spec's 'Completed' and 'Error' modals: a heading, a message and an 'Accept' button. */
export function MessageModal({ title, message, onAccept, onDismiss, children }: Props) {
  const { text } = useWidget()
  return (
    <Modal title={title} onDismiss={onDismiss}>
      <p className="pl-modal-text">{message}</p>
      {children}
      <div className="pl-actions">
        <button type="button" className="pl-button pl-primary" onClick={onAccept} autoFocus>
          {text.modal.accept}
        </button>
      </div>
    </Modal>
  )
}
