import { useState } from 'react'
import { useWidget } from '../../context/WidgetContext'
import { ServiceWizard } from './ServiceWizard'

/**
 * 'service-request': a call-to-action button that opens the 15-step wizard in a modal, or the
 * wizard in the page with the mount option `open: true`. Closing on step 15 starts fresh.
 */
export function ServiceRequest() {
  const { options, text, emit, reset } = useWidget()
  const [opened, setOpened] = useState(!!options.open)
  const close = (fresh: boolean) => {
    emit('close')
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
    <button type="button" className="pl-button pl-primary" onClick={open}>
      {text.serviceRequest.open}
    </button>
  )
}
// The launcher is one button; the language switch belongs to the wizard it opens, not beside (and before) it.
ServiceRequest.ownsLanguageSwitch = true
