import type { NamedItem, PrevInfoItem } from '../../src/api/lookups'
import type { Queryable } from './db'

/** Drops null columns, so items without a Spanish label answer exactly as they did before. */
function present<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined)) as T
}

/** SQL of `reference_items`: the lookup lists (breeds, medicines...) and the prevention topics. */
export const referenceRepo = {
  async names(db: Queryable, list: string): Promise<NamedItem[]> {
    return (await db.query<NamedItem>('SELECT name, label_es FROM reference_items WHERE list = $1 ORDER BY position', [list])).map(present)
  },

  async prevInfo(db: Queryable): Promise<PrevInfoItem[]> {
    return (
      await db.query<PrevInfoItem>(
        "SELECT title, description, title_es, description_es FROM reference_items WHERE list = 'prev_info' ORDER BY position",
      )
    ).map(present)
  },

  /** Sets the Spanish label of the item of `list` named `name` (seeded by 009_owner_language). */
  async setLabelEs(tx: Queryable, list: string, name: string, labelEs: string): Promise<void> {
    await tx.query('UPDATE reference_items SET label_es = $3 WHERE list = $1 AND name = $2', [list, name, labelEs])
  },

  /** Sets the Spanish title and description of the prevention topic titled `title`. */
  async setPrevInfoEs(tx: Queryable, title: string, es: { title: string; description: string }): Promise<void> {
    await tx.query("UPDATE reference_items SET title_es = $2, description_es = $3 WHERE list = 'prev_info' AND title = $1", [
      title,
      es.title,
      es.description,
    ])
  },
}
