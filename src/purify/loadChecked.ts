import { loadScript } from '../lib/loadScript'
import { trustedPolicy } from './trustedPolicy'

const pending = new Map<string, Promise<unknown>>()

/** One try: the shared script loader, then the global the file sets. */
function fetchOnce<T>(root: ShadowRoot, url: string, integrity: string, read: () => T | undefined): Promise<T> {
  const policy = trustedPolicy()
  const fail = () => new Error(`PetLead: ${url} could not be loaded`)
  return loadScript(root, policy ? policy.createScriptURL(url) : url, integrity).then(
    () => read() ?? Promise.reject(fail()),
    () => Promise.reject(fail()),
  )
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
    p = fetchOnce(root, url, integrity, read)
      .catch(() => fetchOnce(root, url, integrity, read))
      .catch((e) => {
        pending.delete(url)
        throw e
      })
    pending.set(url, p)
  }
  return p
}
