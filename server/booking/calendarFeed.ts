import { createHmac } from 'node:crypto'
import type { Queryable } from '../db/db'
import { calendarFeedsRepo } from '../db/calendarFeedsRepo'
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
  const stored = await calendarFeedsRepo.lockGeneration(tx, e.clinicId)
  let generation = stored ?? 1
  if (stored === undefined || e.rotate) {
    if (stored !== undefined) generation++
    const secret = feedSecret(e.serverSecret, e.clinicId, generation)
    await calendarFeedsRepo.store(tx, { clinicId: e.clinicId, secretHash: hashOf(e.serverSecret, secret), generation, now: e.now })
  }
  return `${e.base}/calendar/${feedSecret(e.serverSecret, e.clinicId, generation)}.ics`
}

/** The clinic whose feed `secret` is; undefined for a revoked or made-up one. */
export async function feedClinic(q: Queryable, serverSecret: string, secret: string): Promise<string | undefined> {
  return calendarFeedsRepo.clinicOf(q, hashOf(serverSecret, secret))
}
