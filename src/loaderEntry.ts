import { FORM_NAMES, type FormName } from './formNames'
import type { ChunkManifest } from './loader/ChunkManifest'
import { createChunkLoader } from './loader/createChunkLoader'
import { createLazyMount } from './loader/createLazyMount'
import { autoMount, createMountAll } from './loader/mountAll'

/**
 * The script-tag loader (dist/petlead.loader.js): options checking, the shadow host, auto-mount and
 * a chunk loader, for pages served from PetLead's own host next to the chunks (the single file
 * for a copied embed is dist/petlead.umd.js, src/umd.ts). Each widget's code, and the code widgets share, is fetched from the loader's
 * own folder (or `data-chunk-base`) the first time a widget needs it, with the integrity the
 * build wrote in here.
 */
export { FORM_NAMES }
export type { FormName } from './formNames'
export type { MountOptions, MountHandle, WidgetEventName } from './context/MountOptions'
export type { Clinic, Promotion, ResultsVariant } from './clinics/Clinic'

/** The registry of widget names and their files, written in at build time (dist/chunks.json). */
declare const __PETLEAD_CHUNKS__: ChunkManifest

// Captured while the script runs: afterwards document.currentScript is null.
const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null

/** The chunks' folder: `data-chunk-base`, else the folder of the script tag's src. */
function chunkBase(): string {
  const here = typeof location !== 'undefined' ? location.href : 'http://localhost/'
  const d = script?.dataset.chunkBase
  return d ? new URL(d.replace(/\/*$/, '/'), here).href : new URL('.', script?.src || here).href
}

const loader = createChunkLoader(chunkBase(), __PETLEAD_CHUNKS__, Number(script?.dataset.chunkTimeoutMs) || undefined)

/**
 * Render a PetLead widget inside `el`'s open shadow root; it appears once its code has arrived.
 * Mounting twice on one element replaces the first widget; several widgets can live on one page.
 */
export const mount = createLazyMount(loader.load)

/** Fetch these widgets' code now (e.g. `PetLead.preload(['health'])`), so a later mount is instant. */
export function preload(forms: readonly FormName[]): Promise<void> {
  return loader.preload(forms)
}

/** The bundle's version, replaced at build time. */
export const version: string = __PETLEAD_VERSION__

/**
 * Mount every `[data-petlead-form]` element in `root` that has no widget yet, with the API base
 * from the script tag's `data-api-base` (or the element's own `data-api-base`).
 */
export const mountAll: (root?: ParentNode) => void = createMountAll(mount, script)

autoMount(mountAll, script)
