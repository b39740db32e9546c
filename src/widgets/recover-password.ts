import type { MountHandle } from '../context/MountOptions'
import { RecoverPassword } from '../forms/recoverPassword/RecoverPassword'
import { recoverPasswordCss } from '../forms/recoverPassword/styles'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount password recovery in `el`'s shadow root. Imported from `petlead/recover-password`, a bundler ships this
 * widget and the shared code only.
 */
export function mountRecoverPassword(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'recover-password' }, RecoverPassword, recoverPasswordCss)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountRecoverPassword
