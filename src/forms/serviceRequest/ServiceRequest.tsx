import { useState } from 'react'
import { useWidget } from '../../context/WidgetContext'
import { ServiceWizard } from './ServiceWizard'

/**
 * The widgets (by their options) whose wizard just closed. The launcher the wizard replaced is gone,
 * so the dialog cannot hand focus back to it: the new one takes it, even after the fresh start
 * (a new form instance) that closing a finished wizard is.
 */
const closed = new WeakSet<object>()

/**
 * 'service-request': a call-to-action button that opens the 15-step wizard in a modal, or the
 * wizard in the page with the mount option `open: true`. Closing on step 15 starts fresh. Closed,
 * the wizard leaves the focus on the launcher, never on the page.
 */
export function ServiceRequest() {
  const { options, text, emit, reset } = useWidget()
  const [opened, setOpened] = useState(!!options.open)
  const close = (fresh: boolean) => {
    emit('close')
    closed.add(options)
    if (fresh) reset()
    else setOpened(false)
  }
  const open = () => {
    emit('open')
    setOpened(true)
  }
  return opened ? (
    <ServiceWizard inline={!!options.open} onClose={close} />
  ) : (
    <button type="button" className="pl-button pl-primary" onClick={open} ref={(b) => void (b && closed.delete(options) && b.focus())}>
      {text.serviceRequest.open}
    </button>
  )
}
// The launcher is one button; the language switch belongs to the wizard it opens, not beside (and before) it.
ServiceRequest.ownsLanguageSwitch = true
