import type { DOMPurify } from 'dompurify'
import { PURIFY_INTEGRITY, PURIFY_URL } from './purifyUrl'
import { trustedPolicy } from './trustedPolicy'

/** How long to wait for the sanitizer before showing the result as plain text. */
export const PURIFY_TIMEOUT_MS = 20000

type Global = { PetLeadPurify?: DOMPurify }
let pending: Promise<DOMPurify> | null = null

/**
 * DOMPurify, loaded once per page from dist/petlead-purify.js with its integrity checked. The
 * script element goes into the widget's own shadow root (never the host's head) and is removed
 * once it has run. A failure is forgotten, so the next result tries again.
 */
export function loadPurify(root: ShadowRoot): Promise<DOMPurify> {
  const ready = (globalThis as Global).PetLeadPurify
  if (ready) return Promise.resolve(ready)
  if (!pending) {
    pending = new Promise<DOMPurify>((resolve, reject) => {
      const script = root.ownerDocument.createElement('script')
      const done = (ok: boolean) => {
        clearTimeout(timer)
        script.remove()
        const purify = (globalThis as Global).PetLeadPurify
        if (ok && purify) resolve(purify)
        else reject(new Error('PetLead: the sanitizer could not be loaded'))
      }
      const timer = setTimeout(() => done(false), PURIFY_TIMEOUT_MS)
      script.onload = () => done(true)
      script.onerror = () => done(false)
      script.integrity = PURIFY_INTEGRITY
      script.crossOrigin = 'anonymous'
      const policy = trustedPolicy()
      ;(script as { src: unknown }).src = policy ? policy.createScriptURL(PURIFY_URL) : PURIFY_URL
      root.appendChild(script)
    }).catch((e) => {
      pending = null
      throw e
    })
  }
  return pending
}
