import type { Queryable } from './db'

/** SQL of `photos`: the bytes of each stored photo when the database is the photo store (uploads/dbPhotoStore.ts). */
export const photosRepo = {
  async put(q: Queryable, p: { name: string; contentType: string; bytes: Uint8Array; now: Date }): Promise<void> {
    await q.query('INSERT INTO photos (name, content_type, data, created_at) VALUES ($1, $2, $3, $4)', [
      p.name,
      p.contentType,
      Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength),
      p.now,
    ])
  },

  async get(q: Queryable, name: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const [row] = await q.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM photos WHERE name = $1', [name])
    return row ? { contentType: row.content_type, bytes: new Uint8Array(row.data) } : null
  },

  async delete(q: Queryable, names: readonly string[]): Promise<void> {
    if (names.length > 0) await q.query('DELETE FROM photos WHERE name = ANY($1)', [names])
  },
}
