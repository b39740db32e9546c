import type { DOMPurify } from 'dompurify'
import { loadChecked } from './loadChecked'
import { PURIFY_INTEGRITY, PURIFY_URL } from './purifyUrl'

/** Fetching the sanitizer can fail (offline, blocked, tampered), so SafeHtml keeps its plain-text fallback. */
export const PURIFY_CAN_FAIL: boolean = true

/**
 * DOMPurify, loaded once per page from dist/petlead-purify.js with its integrity checked (see
 * `loadChecked`: in the widget's shadow root, 120 s per try, one retry).
 */
export function loadPurify(root: ShadowRoot): Promise<DOMPurify> {
  return loadChecked(root, PURIFY_URL, PURIFY_INTEGRITY, () => (globalThis as { PetLeadPurify?: DOMPurify }).PetLeadPurify)
}
