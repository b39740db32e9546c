import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { fadeOut } from './fadeOut'
import { useScrollLock } from './useScrollLock'

export interface ModalProps {
  /** The heading that names the dialog. */
  title: string
  children: ReactNode
  /** Called for Escape and backdrop clicks; without it the modal only closes through its own buttons. */
  onDismiss?: () => void
  /** Extra class for variants (full-screen results, wizard). */
  className?: string
  /** Hide the visible heading (still names the dialog). */
  hideTitle?: boolean
}

/**
 * A modal `<dialog>` opened with showModal(): it sits in the browser's top layer, so it covers
 * the viewport even when the widget is inside a transformed, overflow-hidden or z-indexed host
 * container, traps focus natively, and hands focus back to where it was when it closes. It
 * fades in and out over 0.5 s, not at all under reduced motion.
 */
export function Modal({ title, children, onDismiss, className, hideTitle }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss

  useEffect(() => {
    const dialog = ref.current!
    if (!dialog.open) dialog.showModal?.()
    const onCancel = (e: Event) => {
      e.preventDefault()
      dismiss.current?.()
    }
    // A click whose target is the dialog itself landed on the backdrop: the content fills the box.
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) dismiss.current?.()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('click', onClick)
      // close() hands focus back; the ghost then fades out without holding it.
      if (dialog.open) dialog.close()
      fadeOut(dialog)
    }
  }, [])
  useScrollLock(true, typeof document !== 'undefined' ? document : (null as unknown as Document))

  return (
    <dialog ref={ref} className={`pl-modal ${className ?? ''}`} aria-labelledby={titleId}>
      <div className="pl-modal-box">
        <h2 id={titleId} className={hideTitle ? 'pl-sr-only' : 'pl-modal-title'}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  )
}
