import { request, type RequestConfig } from './request'

/**
 * An item of the breed, medicine, condition and allergy lists: `name` is the value sent, in
 * English; `label_es` what a Spanish widget shows, where the API has one.
 */
export interface NamedItem {
  name: string
  label_es?: string
}
/** An item of /prev_info: shown as a selectable issue (`title_es` in Spanish) whose value is the English description. */
export interface PrevInfoItem {
  title: string
  description: string
  title_es?: string
  description_es?: string
}

export type LookupPath = '/dog_breed' | '/cat_breed' | '/medicine' | '/condition' | '/allergie' | '/prev_info'

// Lists are the same for every widget on a page: fetched once per API base and shared.
const cache = new Map<string, Promise<unknown[]>>()
// What each list's promise resolved to, so a widget mounted after it arrived renders it at once.
const settled = new WeakMap<Promise<unknown[]>, unknown[]>()
// The lists that resolved to [] because the call failed, so a field can say so instead of 'No options'.
const failed = new WeakSet<Promise<unknown[]>>()

/** True when a `lookup` promise resolved empty because its call failed (refused, offline, an error). */
export function lookupFailed(pending: Promise<unknown[]>): boolean {
  return failed.has(pending)
}

/** The list a `lookup` promise already resolved to, or undefined while it is still pending. */
export function settledLookup<T>(pending: Promise<T[]>): T[] | undefined {
  return settled.get(pending) as T[] | undefined
}

/**
 * GET one lookup list, once per page. A failed list resolves to [] (a failed
 * lookup leaves the options empty; the form still works) and is forgotten, so the next widget tries again.
 */
export function lookup<T>(config: RequestConfig, path: LookupPath): Promise<T[]> {
  const key = config.base + path
  let pending = cache.get(key)
  if (!pending) {
    const p: Promise<unknown[]> = request<unknown>(config, path).then(
      (r) => {
        const list = Array.isArray(r.content) ? r.content : []
        settled.set(p, list)
        return list
      },
      () => {
        cache.delete(key)
        failed.add(p)
        return []
      },
    )
    cache.set(key, (pending = p))
  }
  return pending as Promise<T[]>
}

/** Forget cached lists (tests, or a page switching API base). */
export function clearLookupCache(): void {
  cache.clear()
}
