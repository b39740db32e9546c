// First, so the file opens with the text of both languages side by side (then DOMPurify): gzip finds
// repeats only within 32 KB, and the Spanish object repeats every key of the English one. The build
// swaps these two modules for their .single.ts versions, which hold the text and the sanitizer.
import './text/loadText'
import './purify/loadPurify'
import type { MountHandle, MountOptions } from './context/MountOptions'
import { FORM_NAMES, type FormName } from './formNames'
import { validateOptions } from './host/validateOptions'
import { autoMount, createMountAll } from './loader/mountAll'
import type { WidgetModule } from './loader/WidgetModule'
import * as aiTest from './widgets/ai-test'
import * as clinicDental from './widgets/clinic-dental'
import * as clinicHealth from './widgets/clinic-health'
import * as clinicResults from './widgets/clinic-results'
import * as contact from './widgets/contact'
import * as dental from './widgets/dental'
import * as health from './widgets/health'
import * as kioskDental from './widgets/kiosk-dental'
import * as qrDental from './widgets/qr-dental'
import * as recoverPassword from './widgets/recover-password'
import * as serviceRequest from './widgets/service-request'

/**
 * The single file (dist/petlead.umd.js): every widget in one script, so a webmaster who copies
 * this one file has a working embed under a strict CSP with its integrity. It fetches no other
 * file: the build puts the Spanish text and DOMPurify inside it (src/text/loadText.single.ts and
 * src/purify/loadPurify.single.ts replace the modules that fetch them), so a Spanish owner reads
 * Spanish on the first render and server HTML is sanitized. The chunk loader with the same API,
 * which fetches those two only when a widget needs them, is dist/petlead.loader.js (src/loaderEntry.ts).
 */
export { FORM_NAMES }
export type { FormName } from './formNames'
export type { MountOptions, MountHandle, WidgetEventName } from './context/MountOptions'
export type { Clinic, Promotion, ResultsVariant } from './clinics/Clinic'

/** Every widget of FORM_NAMES, by name (the type makes a missing one a compile error). */
const widgets: Record<FormName, WidgetModule> = {
  health,
  dental,
  'clinic-health': clinicHealth,
  'clinic-dental': clinicDental,
  'kiosk-dental': kioskDental,
  'qr-dental': qrDental,
  'service-request': serviceRequest,
  contact,
  'recover-password': recoverPassword,
  'clinic-results': clinicResults,
  'ai-test': aiTest,
}

// Captured while the script runs: afterwards document.currentScript is null.
const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null

/**
 * Render a PetLead widget inside `el`'s open shadow root. Mounting twice on one element replaces
 * the first widget; several widgets can live on one page.
 */
export function mount(el: Element, options: MountOptions): MountHandle {
  validateOptions(el, options)
  return widgets[options.form].mountWidget(el, options)
}

/** Every widget's code is already here: kept so pages written for the loader work unchanged. */
export function preload(forms: readonly FormName[]): Promise<void> {
  void forms
  return Promise.resolve()
}

/** The bundle's version, replaced at build time. */
export const version: string = __PETLEAD_VERSION__

/**
 * Mount every `[data-petlead-form]` element in `root` that has no widget yet, with the API base
 * from the script tag's `data-api-base` (or the element's own `data-api-base`).
 */
export const mountAll: (root?: ParentNode) => void = createMountAll(mount, script)

autoMount(mountAll, script)
