import type { MountHandle } from '../context/MountOptions'
import { QrDentalForm } from '../forms/qrDental/QrDentalForm'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the QR dental check in `el`'s shadow root. Imported from `petlead/qr-dental`, a bundler ships this
 * widget and the shared code only.
 */
export function mountQrDental(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'qr-dental' }, QrDentalForm)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountQrDental
