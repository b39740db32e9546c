/**
 * PetLead's public API: mount a widget into an element, and the package version.
 * The script-tag build (`umd.ts`) adds auto-mounting from data attributes.
 */
export { mount } from './host/mount'
export { FORM_NAMES } from './formNames'
export type { FormName } from './formNames'
export type { MountOptions, MountHandle, WidgetEventName } from './host/MountOptions'
export type { Clinic, Promotion, ResultsVariant } from './clinics/Clinic'

/** The bundle's version, replaced at build time. */
export const version: string = __PETLEAD_VERSION__
