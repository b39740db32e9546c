import { CLINIC_FORMS, FORM_NAMES, type FormName } from '../formNames'
import type { MountOptions } from '../context/MountOptions'
import { isLang, LANGS } from '../text/Lang'

/** Throws an Error that names the problem when mount is called wrongly. */
export function validateOptions(el: unknown, options: MountOptions | undefined): void {
  if (!el || typeof (el as Element).attachShadow !== 'function') {
    throw new Error('PetLead.mount: the first argument must be an element that can hold a shadow root (e.g. a <div>)')
  }
  if (!options || typeof options !== 'object') throw new Error("PetLead.mount: options are required, e.g. { form: 'health' }")
  if (!FORM_NAMES.includes(options.form as FormName)) {
    throw new Error(`PetLead.mount: unknown form "${String(options.form)}"; expected one of ${FORM_NAMES.join(', ')}`)
  }
  if (CLINIC_FORMS.includes(options.form) && !options.clinicId) {
    throw new Error(`PetLead.mount: the "${options.form}" form needs a clinicId`)
  }
  if (options.lang !== undefined && !isLang(options.lang)) {
    throw new Error(`PetLead.mount: unknown lang "${String(options.lang)}"; expected one of ${LANGS.join(', ')}`)
  }
}
