import type { FormName } from '../formNames'
import { LANGS } from '../text/Lang'
import { createPetLeadPolicy, type PetLeadPolicy } from '../purify/petleadPolicy'
import type { ChunkManifest } from './ChunkManifest'
import { defineChunk, instantiate, isDefined } from './chunkRegistry'
import { CHUNK_TIMEOUT_MS, loadScript } from '../lib/loadScript'
import type { LoadWidget, WidgetModule } from './WidgetModule'

/** A chunk that could not be fetched: `file` names it for the alert in the widget's place. */
export class ChunkLoadError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`PetLead: ${file} could not be loaded (${reason})`)
  }
}

export interface ChunkLoader {
  load: LoadWidget
  /** Start fetching the code of these widgets now (e.g. before the visitor opens a modal). */
  preload(forms: readonly FormName[]): Promise<void>
}

/**
 * Fetches widget code from `base` (a folder URL ending in '/'): every file once per page, shared
 * files included, each with the sha384 the manifest holds, through the `petlead` Trusted Types
 * policy (which accepts these files' URLs and the sanitizer's, nothing else). A file that fails
 * or has not arrived after `timeoutMs` (the specification's 120 s) is tried once more; a failure
 * is then forgotten, so a later mount tries again. A missing file (404) fails both tries at once,
 * so the alert naming it shows within a second, not after the time-out.
 */
export function createChunkLoader(base: string, manifest: ChunkManifest, timeoutMs = CHUNK_TIMEOUT_MS): ChunkLoader {
  const files = new Map<string, Promise<void>>()
  // The chunks, the sanitizer and the language files (petlead-es.js), which widgets fetch themselves.
  const own = [...Object.keys(manifest.integrity), 'petlead-purify.js', ...LANGS.filter((l) => l !== 'en').map((l) => `petlead-${l}.js`)]
  const allowed = new Set(own.map((f) => base + f))
  let policy: PetLeadPolicy | null | undefined
  ;(globalThis as { PetLeadChunk?: typeof defineChunk }).PetLeadChunk = defineChunk

  const trusted = (url: string): unknown => {
    if (policy === undefined) policy = createPetLeadPolicy((s) => allowed.has(s.replace(/\?retry=1$/, '')))
    return policy ? policy.createScriptURL(url) : url
  }

  function fetchFile(file: string, parent: ParentNode & Node): Promise<void> {
    const id = file.replace(/\.js$/, '')
    if (isDefined(id)) return Promise.resolve()
    let pending = files.get(file)
    if (!pending) {
      // The retry asks for a new URL: the browser would otherwise join a request still in flight.
      const attempt = (retry: string) =>
        loadScript(parent, trusted(base + file + retry), manifest.integrity[file], timeoutMs).then(() => {
          if (!isDefined(id)) throw new Error(`PetLead: ${file} did not define its chunk`)
        })
      pending = attempt('')
        .catch(() => attempt('?retry=1'))
        .catch((e: Error) => {
          files.delete(file)
          throw new ChunkLoadError(file, e.message)
        })
      files.set(file, pending)
    }
    return pending
  }

  function fetchWidget(form: FormName, parent: ParentNode & Node): Promise<string> {
    const list = manifest.widgets[form]
    return Promise.all(list.map((f) => fetchFile(f, parent))).then(() => list[list.length - 1].replace(/\.js$/, ''))
  }

  return {
    load(form, root) {
      return fetchWidget(form, root ?? document.head).then((entry) => {
        const widget = instantiate(entry, base) as unknown as WidgetModule
        widget.adoptPolicy?.(policy ?? null)
        return widget
      })
    },
    preload(forms) {
      return Promise.all(forms.map((f) => fetchWidget(f, document.head))).then(() => undefined)
    },
  }
}
