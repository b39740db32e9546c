import { createLazyMount } from './loader/createLazyMount'
import type { LoadWidget, WidgetModule } from './loader/WidgetModule'
import type { FormName } from './formNames'

/**
 * PetLead's public API for bundlers: mount a widget into an element, and the package version.
 * Each widget's code is a dynamic import, so a bundler splits it off and the page fetches it on
 * first mount; `import { mountHealth } from 'petlead/health'` skips even that step. The
 * script-tag builds have the same API: the single file (`umd.ts`) carries every widget, the
 * loader (`loaderEntry.ts`) fetches the same code as checked chunks.
 */
export { FORM_NAMES } from './formNames'
export type { FormName } from './formNames'
export type { MountOptions, MountHandle, WidgetEventName } from './context/MountOptions'
export type { Clinic, Promotion, ResultsVariant } from './clinics/Clinic'
// What each widget entry's mount function (`mountHealth` from 'petlead/health'...) takes: named here so a
// bundler user's own declarations can name it too.
export type { WidgetOptions } from './widgets/WidgetOptions'

/** The registry of widget names: each name's code, imported when first needed. */
const widgets: Record<FormName, () => Promise<WidgetModule>> = {
  health: () => import('./widgets/health'),
  dental: () => import('./widgets/dental'),
  'clinic-health': () => import('./widgets/clinic-health'),
  'clinic-dental': () => import('./widgets/clinic-dental'),
  'kiosk-dental': () => import('./widgets/kiosk-dental'),
  'qr-dental': () => import('./widgets/qr-dental'),
  'service-request': () => import('./widgets/service-request'),
  contact: () => import('./widgets/contact'),
  'recover-password': () => import('./widgets/recover-password'),
  'clinic-results': () => import('./widgets/clinic-results'),
  'ai-test': () => import('./widgets/ai-test'),
}

const load: LoadWidget = (form) => widgets[form]()

/**
 * Render a PetLead widget inside `el`'s open shadow root; it appears once its code has loaded.
 * Mounting twice on one element replaces the first widget; several widgets can live on one page.
 */
export const mount = createLazyMount(load)

/** Start loading these widgets' code now, so a later `mount` renders without waiting. */
export function preload(forms: readonly FormName[]): Promise<void> {
  return Promise.all(forms.map((f) => widgets[f]())).then(() => undefined)
}

/** The bundle's version, replaced at build time (source runs, i.e. unit tests, have none). */
export const version: string = typeof __PETLEAD_VERSION__ === 'string' ? __PETLEAD_VERSION__ : 'source'
