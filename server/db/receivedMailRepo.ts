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

/** SQL of `received_mail`: the demo's SMTP sink writes it, the demo outbox pages read it. */
export const receivedMailRepo = {
  /** Stores one received message; the same Message-ID twice is stored once. */
  async insert(
    db: Queryable,
    m: { id: string; messageId: string; to: string; subject: string; text: string; html: string; at: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO received_mail (id, message_id, to_addr, subject, text_body, html_body, received_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (message_id) DO NOTHING`,
      [m.id, m.messageId, m.to, m.subject, m.text, m.html, m.at],
    )
  },

  async find(db: Queryable, id: string): Promise<ReceivedMail | undefined> {
    return (await db.query<ReceivedMail>('SELECT * FROM received_mail WHERE id = $1', [id]))[0]
  },

  /** Newest first. */
  async latest(db: Queryable, limit: number): Promise<ReceivedMail[]> {
    return db.query<ReceivedMail>('SELECT * FROM received_mail ORDER BY received_at DESC, id LIMIT $1', [limit])
  },
}
