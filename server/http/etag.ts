import { createHash } from 'node:crypto'

/** A strong ETag of a body: its SHA-256, short. One rule for every cacheable answer (clinics, files, the API document). */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether the request's If-None-Match already names `etag` (weak or strong, or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag)
}
