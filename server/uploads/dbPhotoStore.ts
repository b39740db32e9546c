import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import type { PhotoStore } from './photoStore'

/**
 * Photos as bytea rows in `photos`: no local disk, and written in the same transaction as the
 * `uploads` row, so a photo exists exactly when its record does. Photos are at most 10 MB and
 * read whole, which bytea handles without large-object bookkeeping.
 */
export function dbPhotoStore(db: Queryable, clock: Clock): PhotoStore {
  return {
    async put(name, contentType, bytes, tx) {
      await (tx ?? db).query('INSERT INTO photos (name, content_type, data, created_at) VALUES ($1, $2, $3, $4)', [
        name,
        contentType,
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        clock.now(),
      ])
    },
    async get(name) {
      const [row] = await db.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM photos WHERE name = $1', [
        name,
      ])
      return row ? { contentType: row.content_type, bytes: new Uint8Array(row.data) } : null
    },
    async delete(names) {
      if (names.length > 0) await db.query('DELETE FROM photos WHERE name = ANY($1)', [names])
    },
  }
}
