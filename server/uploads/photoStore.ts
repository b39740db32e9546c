import type { Queryable } from '../db/db'

/** One stored photo: its MIME type and bytes. */
export interface StoredPhoto {
  contentType: string
  bytes: Uint8Array
}

/**
 * Where photo bytes live. Every process reads the same store, so a photo uploaded through one is
 * served (and assessed) by any other. The database implementation is the default; an object store
 * (S3) would implement the same three calls.
 */
export interface PhotoStore {
  /** Stores `bytes` under `name`; with `tx`, inside the caller's transaction (a store that has none ignores it). */
  put(name: string, contentType: string, bytes: Uint8Array, tx?: Queryable): Promise<void>
  /** The photo named `name`, or null. */
  get(name: string): Promise<StoredPhoto | null>
  /** Deletes the photos named (clean-up of orphans and of leads past RETENTION_DAYS). */
  delete(names: readonly string[]): Promise<void>
}
