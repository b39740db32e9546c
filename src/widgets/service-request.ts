import type { MountHandle } from '../context/MountOptions'
import { ServiceRequest } from '../forms/serviceRequest/ServiceRequest'
import { serviceRequestCss } from '../forms/serviceRequest/styles'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the low-cost service request wizard in `el`'s shadow root. Imported from `petlead/service-request`, a bundler ships this
 * widget and the shared code only.
 */
export function mountServiceRequest(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'service-request' }, ServiceRequest, serviceRequestCss)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountServiceRequest
