import type { Queryable } from './db'

/**
 * SQL of the `uploads` table: one row per stored photo (its bytes are in the photo store).
 */
export const uploadsRepo = {
  /** Records a stored photo: its name, type and size, and the submission it belongs to (null: uploaded on its own). */
  async insert(
    tx: Queryable,
    u: { name: string; contentType: string; bytes: number; submissionId: string | null; now: Date },
  ): Promise<void> {
    await tx.query('INSERT INTO uploads (name, content_type, bytes, submission_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
      u.name,
      u.contentType,
      u.bytes,
      u.submissionId,
      u.now,
    ])
  },

  /** Whether photo `name` is recorded as submission `submissionId`'s. */
  async belongsTo(q: Queryable, name: string, submissionId: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM uploads WHERE name = $1 AND submission_id = $2', [name, submissionId])).length > 0
  },

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
