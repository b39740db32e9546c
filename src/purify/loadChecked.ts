import { trustedPolicy } from './trustedPolicy'

/**
 * How long one fetch of a lazily loaded chunk may take (spec section 9: 120 s, generous for a
 * phone on a clinic's car-park signal); a fetch that fails or times out is tried once more.
 */
export const CHUNK_TIMEOUT_MS = 120000

const pending = new Map<string, Promise<unknown>>()

/** One try: a script element in the shadow root, removed once it has run or given up. */
function fetchOnce<T>(root: ShadowRoot, url: string, integrity: string, read: () => T | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const script = root.ownerDocument.createElement('script')
    const done = (ok: boolean) => {
      clearTimeout(timer)
      script.remove()
      const value = read()
      if (ok && value) resolve(value)
      else reject(new Error(`PetLead: ${url} could not be loaded`))
    }
    const timer = setTimeout(() => done(false), CHUNK_TIMEOUT_MS)
    script.onload = () => done(true)
    script.onerror = () => done(false)
    script.integrity = integrity
    script.crossOrigin = 'anonymous'
    const policy = trustedPolicy()
    ;(script as { src: unknown }).src = policy ? policy.createScriptURL(url) : url
    root.appendChild(script)
  })
}

/**
 * A file of PetLead's own that sets a global when it runs (the sanitizer, a language's text),
 * loaded once per page with its integrity checked; `read` returns the global once it is there.
 * The script element goes into the widget's own shadow root (never the host's head). Each try
 * waits up to 120 s and a failed one is retried once; a final failure is forgotten, so the next
 * call tries again.
 */
export function loadChecked<T>(root: ShadowRoot, url: string, integrity: string, read: () => T | undefined): Promise<T> {
  const ready = read()
  if (ready) return Promise.resolve(ready)
  let p = pending.get(url) as Promise<T> | undefined
  if (!p) {
    p = fetchOnce(root, url, integrity, read).catch(() => fetchOnce(root, url, integrity, read)).catch((e) => {
      pending.delete(url)
      throw e
    })
    pending.set(url, p)
  }
  return p
}
