import type { Queryable } from './db'

/** SQL of `reference_items`: the lookup lists (breeds, medicines...) and the prevention topics. */
export const referenceRepo = {
  async names(db: Queryable, list: string): Promise<{ name: string }[]> {
    return db.query<{ name: string }>('SELECT name FROM reference_items WHERE list = $1 ORDER BY position', [list])
  },

  async prevInfo(db: Queryable): Promise<{ title: string; description: string }[]> {
    return db.query<{ title: string; description: string }>("SELECT title, description FROM reference_items WHERE list = 'prev_info' ORDER BY position")
  },
}
