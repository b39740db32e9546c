import type { DOMPurify } from 'dompurify'
import { PURIFY_INTEGRITY, PURIFY_URL } from './purifyUrl'
import { trustedPolicy } from './trustedPolicy'

/**
 * How long one fetch of a lazily loaded chunk may take (spec section 9: 120 s, generous for a
 * phone on a clinic's car-park signal); a fetch that fails or times out is tried once more.
 */
export const CHUNK_TIMEOUT_MS = 120000

type Global = { PetLeadPurify?: DOMPurify }
let pending: Promise<DOMPurify> | null = null

/** One try: a script element in the shadow root, removed once it has run or given up. */
function fetchOnce(root: ShadowRoot): Promise<DOMPurify> {
  return new Promise<DOMPurify>((resolve, reject) => {
    const script = root.ownerDocument.createElement('script')
    const done = (ok: boolean) => {
      clearTimeout(timer)
      script.remove()
      const purify = (globalThis as Global).PetLeadPurify
      if (ok && purify) resolve(purify)
      else reject(new Error('PetLead: the sanitizer could not be loaded'))
    }
    const timer = setTimeout(() => done(false), CHUNK_TIMEOUT_MS)
    script.onload = () => done(true)
    script.onerror = () => done(false)
    script.integrity = PURIFY_INTEGRITY
    script.crossOrigin = 'anonymous'
    const policy = trustedPolicy()
    ;(script as { src: unknown }).src = policy ? policy.createScriptURL(PURIFY_URL) : PURIFY_URL
    root.appendChild(script)
  })
}

/**
 * DOMPurify, loaded once per page from dist/petlead-purify.js with its integrity checked. The
 * script element goes into the widget's own shadow root (never the host's head). Each try waits
 * up to 120 s and a failed one is retried once; a final failure is forgotten, so the next
 * result tries again.
 */
export function loadPurify(root: ShadowRoot): Promise<DOMPurify> {
  const ready = (globalThis as Global).PetLeadPurify
  if (ready) return Promise.resolve(ready)
  if (!pending) {
    pending = fetchOnce(root).catch(() => fetchOnce(root)).catch((e) => {
      pending = null
      throw e
    })
  }
  return pending
}
