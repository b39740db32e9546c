import type { Queryable } from './db'

/**
 * SQL of the `uploads` table (one row per stored photo) beyond storing one, which
 * uploads/storeImage.ts does with the bytes.
 */
export const uploadsRepo = {
  /** Ties a photo uploaded on its own (/file, image_app) to the submission that names it, so it is no orphan. */
  /** The photo no longer belongs to the submission (it was replaced): the orphan clean-up deletes it. */
  async detach(tx: Queryable, name: string, submissionId: string): Promise<void> {
    await tx.query('UPDATE uploads SET submission_id = NULL WHERE name = $1 AND submission_id = $2', [name, submissionId])
  },

  async attach(tx: Queryable, name: string, submissionId: string): Promise<void> {
    await tx.query('UPDATE uploads SET submission_id = $2 WHERE name = $1 AND submission_id IS NULL', [name, submissionId])
  },

  /** Deletes photos no submission ever named, uploaded before `before`; returns their names. */
  async deleteOrphans(tx: Queryable, before: Date): Promise<string[]> {
    return (
      await tx.query<{ name: string }>('DELETE FROM uploads WHERE submission_id IS NULL AND created_at < $1 RETURNING name', [before])
    ).map((r) => r.name)
  },
}
