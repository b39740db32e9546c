import type { MountHandle } from '../context/MountOptions'
import { ClinicDentalForm } from '../forms/clinicDental/ClinicDentalForm'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount a clinic's dental assessment (needs clinicId) in `el`'s shadow root. Imported from `petlead/clinic-dental`, a bundler ships this
 * widget and the shared code only.
 */
export function mountClinicDental(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'clinic-dental' }, ClinicDentalForm)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountClinicDental
