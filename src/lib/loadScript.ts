/**
 * How long one fetch of a script file may take before it is given up (120 s, generous for a
 * phone on a clinic's car-park signal). A missing file (404), a refused one or a failed integrity
 * check ends the wait at once through the element's `error` event.
 */
export const CHUNK_TIMEOUT_MS = 120000

/**
 * Run one script file, with its integrity checked by the browser; rejects on a network error, an
 * integrity mismatch or when nothing has arrived after `timeoutMs`. The element goes into `parent`
 * (a widget's shadow root, never the host's head when a widget is waiting) and is removed once done.
 * The one script loader of PetLead: the chunk loader, the sanitizer and the language files use it.
 */
export function loadScript(parent: ParentNode & Node, url: unknown, integrity: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = parent.ownerDocument ?? (parent as Document)
    const script = doc.createElement('script')
    const done = (error?: string) => {
      clearTimeout(timer)
      script.onload = script.onerror = null
      script.remove()
      if (error) reject(new Error(error))
      else resolve()
    }
    const timer = setTimeout(() => done(`no answer after ${timeoutMs} ms`), timeoutMs)
    script.onload = () => done()
    script.onerror = () => done('network or integrity error')
    script.integrity = integrity
    script.crossOrigin = 'anonymous'
    ;(script as { src: unknown }).src = url
    parent.appendChild(script)
  })
}
