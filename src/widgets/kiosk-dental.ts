import type { MountHandle } from '../context/MountOptions'
import { KioskForm } from '../forms/kiosk/KioskForm'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the waiting-room kiosk's dental form (needs clinicId) in `el`'s shadow root. Imported from `petlead/kiosk-dental`, a bundler ships this
 * widget and the shared code only.
 */
export function mountKioskDental(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'kiosk-dental' }, KioskForm)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountKioskDental
