// First, and in this order, because rollup lays the file out in the order modules are first
// imported and gzip finds repeats only within 32 KB: the stylesheet, the text of both languages side
// by side (the Spanish object repeats every key of the English one), DOMPurify, then downshift with
// Preact. Measured against the file laid out as the widgets import it: the text beside itself saves
// 923 B, the stylesheet first 172 B and downshift after DOMPurify 241 B more (docs/bundles.md). The
// build swaps loadText and loadPurify for their .single.ts versions, which hold the text and the
// sanitizer.
import './host/styles'
import './text/loadText'
import './purify/loadPurify'
import 'downshift'
import type { MountHandle, MountOptions } from './context/MountOptions'
import { FORM_NAMES, type FormName } from './formNames'
import { validateOptions } from './host/validateOptions'
import { autoMount, createMountAll } from './loader/mountAll'
import type { WidgetModule } from './loader/WidgetModule'
import { mountWidget as aiTest } from './widgets/ai-test'
import { mountWidget as clinicDental } from './widgets/clinic-dental'
import { mountWidget as clinicHealth } from './widgets/clinic-health'
import { mountWidget as clinicResults } from './widgets/clinic-results'
import { mountWidget as contact } from './widgets/contact'
import { mountWidget as dental } from './widgets/dental'
import { mountWidget as health } from './widgets/health'
import { mountWidget as kioskDental } from './widgets/kiosk-dental'
import { mountWidget as qrDental } from './widgets/qr-dental'
import { mountWidget as recoverPassword } from './widgets/recover-password'
import { mountWidget as serviceRequest } from './widgets/service-request'

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

/**
 * Every widget's mount function, by name (the type makes a missing one a compile error). Its
 * `mountWidget` alone, not the entry's whole namespace: a namespace object per widget (with the
 * loader's `adoptPolicy`, which this file has no use for) cost 355 B gzipped.
 */
const widgets: Record<FormName, WidgetModule['mountWidget']> = {
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
  return widgets[options.form](el, options)
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
