import type { Queryable } from './db'

/** SQL of `calendar_feeds`: one private feed per clinic, stored as the hash of its secret and its generation. */
export const calendarFeedsRepo = {
  /** The clinic's feed generation, its row locked until the transaction ends; undefined when it has no feed. */
  async lockGeneration(tx: Queryable, clinicId: string): Promise<number | undefined> {
    const [row] = await tx.query<{ generation: number }>('SELECT generation FROM calendar_feeds WHERE clinic_id = $1 FOR UPDATE', [
      clinicId,
    ])
    return row ? Number(row.generation) : undefined
  },

  /** Stores (or replaces) the clinic's feed secret hash and generation. */
  async store(tx: Queryable, f: { clinicId: string; secretHash: string; generation: number; now: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO calendar_feeds (clinic_id, secret_hash, generation, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (clinic_id) DO UPDATE SET secret_hash = $2, generation = $3, created_at = $4`,
      [f.clinicId, f.secretHash, f.generation, f.now],
    )
  },

  /** The clinic whose feed secret hashes to `secretHash`; undefined when none does. */
  async clinicOf(q: Queryable, secretHash: string): Promise<string | undefined> {
    const [row] = await q.query<{ clinic_id: string }>('SELECT clinic_id FROM calendar_feeds WHERE secret_hash = $1', [secretHash])
    return row?.clinic_id
  },
}
