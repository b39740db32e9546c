import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import { smsRepo } from '../db/smsRepo'
import type { SmsSender } from './smsSender'

/**
 * The demo's text messages: kept in the database (`received_sms`), shown at /outbox beside the
 * e-mails, never sent anywhere. Stored by message key, so the same message twice is one row, as
 * a deduplicating provider would behave; `findSent` looks the key up there.
 */
export function sinkSmsSender(db: Queryable, clock: Clock): SmsSender {
  return {
    async send(m) {
      const key = m.key ?? crypto.randomUUID()
      await smsRepo.receive(db, { key, to: m.to, body: m.body, now: clock.now() })
      return { id: `SINK-${key}` }
    },
    async findSent(m) {
      return (await smsRepo.receivedKey(db, m.key)) ? { id: `SINK-${m.key}` } : null
    },
  }
}
