import type { MountHandle } from '../context/MountOptions'
import { ContactForm } from '../forms/contact/ContactForm'
import { contactCss } from '../forms/contact/styles'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the contact form in `el`'s shadow root. Imported from `petlead/contact`, a bundler ships this
 * widget and the shared code only.
 */
export function mountContact(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'contact' }, ContactForm, contactCss)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountContact
