import type { MountHandle } from '../context/MountOptions'
import { ClinicHealthForm } from '../forms/clinicHealth/ClinicHealthForm'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount a clinic's health assessment (needs clinicId) in `el`'s shadow root. Imported from `petlead/clinic-health`, a bundler ships this
 * widget and the shared code only.
 */
export function mountClinicHealth(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'clinic-health' }, ClinicHealthForm)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountClinicHealth
