import { createHmac } from 'node:crypto'
import type { Queryable } from '../db/db'
import { keyedHash } from '../crypto/keyedHash'

/**
 * A clinic's private calendar feed (an .ics address Google Calendar or Outlook subscribes to).
 * Calendar clients can only fetch a URL, so this is the one place a secret sits in a path. The
 * secret is derived from the server secret, the clinic and a generation number; the table keeps
 * the generation and a keyed hash of the secret, never the secret. Rotating bumps the generation:
 * the old address stops working at once.
 */
function feedSecret(serverSecret: string, clinicId: string, generation: number): string {
  return createHmac('sha256', serverSecret).update(`calendar-feed\0${clinicId}\0${generation}`).digest('base64url').slice(0, 32)
}

const hashOf = (serverSecret: string, secret: string) => keyedHash(serverSecret, 'calendar-feed', secret)

/** The feed's address for `clinicId`, created on first use; `rotate` replaces it with a new one. */
export async function calendarFeedUrl(
  tx: Queryable,
  e: { serverSecret: string; clinicId: string; base: string; now: Date; rotate?: boolean },
): Promise<string> {
  const [row] = await tx.query<{ generation: number }>('SELECT generation FROM calendar_feeds WHERE clinic_id = $1 FOR UPDATE', [
    e.clinicId,
  ])
  let generation = row ? Number(row.generation) : 1
  if (!row || e.rotate) {
    if (row) generation++
    const secret = feedSecret(e.serverSecret, e.clinicId, generation)
    await tx.query(
      `INSERT INTO calendar_feeds (clinic_id, secret_hash, generation, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (clinic_id) DO UPDATE SET secret_hash = $2, generation = $3, created_at = $4`,
      [e.clinicId, hashOf(e.serverSecret, secret), generation, e.now],
    )
  }
  return `${e.base}/calendar/${feedSecret(e.serverSecret, e.clinicId, generation)}.ics`
}

/** The clinic whose feed `secret` is; undefined for a revoked or made-up one. */
export async function feedClinic(q: Queryable, serverSecret: string, secret: string): Promise<string | undefined> {
  const [row] = await q.query<{ clinic_id: string }>('SELECT clinic_id FROM calendar_feeds WHERE secret_hash = $1', [
    hashOf(serverSecret, secret),
  ])
  return row?.clinic_id
}
