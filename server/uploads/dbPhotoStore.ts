import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import { photosRepo } from '../db/photosRepo'
import type { PhotoStore } from './photoStore'

/**
 * Photos as bytea rows in `photos`: no local disk, and written in the same transaction as the
 * `uploads` row, so a photo exists exactly when its record does. Photos are at most 10 MB and
 * read whole, which bytea handles without large-object bookkeeping.
 */
export function dbPhotoStore(db: Queryable, clock: Clock): PhotoStore {
  return {
    async put(name, contentType, bytes, tx) {
      await photosRepo.put(tx ?? db, { name, contentType, bytes, now: clock.now() })
    },
    async get(name) {
      return photosRepo.get(db, name)
    },
    async delete(names) {
      await photosRepo.delete(db, names)
    },
  }
}
