import type { MountHandle } from '../context/MountOptions'
import { DentalForm } from '../forms/dental/DentalForm'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the AI dental assessment in `el`'s shadow root. Imported from `petlead/dental`, a bundler ships this
 * widget and the shared code only.
 */
export function mountDental(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'dental' }, DentalForm)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountDental
