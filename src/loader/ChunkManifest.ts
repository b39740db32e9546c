import type { FormName } from '../formNames'

/**
 * Written into the script-tag loader at build time (dist/chunks.json): the files each widget
 * needs, shared chunks first and its own entry last, and the sha384 of every file.
 */
export interface ChunkManifest {
  widgets: Record<FormName, string[]>
  integrity: Record<string, string>
}
