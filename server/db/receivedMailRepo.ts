import type { Queryable } from './db'

/** One e-mail the demo's own SMTP server received. */
export interface ReceivedMail {
  id: string
  to_addr: string
  subject: string
  text_body: string
  html_body: string
  received_at: Date
}

/** SQL of `received_mail`, read by the demo outbox pages (the sink writes it). */
export const receivedMailRepo = {
  async find(db: Queryable, id: string): Promise<ReceivedMail | undefined> {
    return (await db.query<ReceivedMail>('SELECT * FROM received_mail WHERE id = $1', [id]))[0]
  },

  /** Newest first. */
  async latest(db: Queryable, limit: number): Promise<ReceivedMail[]> {
    return db.query<ReceivedMail>('SELECT * FROM received_mail ORDER BY received_at DESC, id LIMIT $1', [limit])
  },
}
