import type { MountHandle } from '../context/MountOptions'
import { HealthForm } from '../forms/health/HealthForm'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the AI health assessment in `el`'s shadow root. Imported from `petlead/health`, a bundler ships this
 * widget and the shared code only.
 */
export function mountHealth(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'health' }, HealthForm)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountHealth
