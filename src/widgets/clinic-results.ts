import type { MountHandle } from '../context/MountOptions'
import { ClinicResults } from '../forms/clinicResults/ClinicResults'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount a clinic's results overlay (needs clinicId) in `el`'s shadow root. Imported from `petlead/clinic-results`, a bundler ships this
 * widget and the shared code only.
 */
export function mountClinicResults(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'clinic-results' }, ClinicResults)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountClinicResults
