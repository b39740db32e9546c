import type { Db } from '../db/db'
import { LEAD_CHANNEL, type LeadNotice } from '../db/leadEventsRepo'

/** A subscriber: a notice, or null when notices may have been missed (the listener reconnected). */
export type LeadListener = (notice: LeadNotice | null) => void

/**
 * One LISTEN per process on LEAD_CHANNEL, shared by every connected event stream and fanned out to
 * them: a thousand open inboxes cost one database connection, not a thousand. It listens while at
 * least one stream is subscribed and stops with the last.
 */
export function leadHub(db: Pick<Db, 'listen'>) {
  const subscribers = new Set<LeadListener>()
  let listening: Promise<() => Promise<void>> | null = null
  const fanOut = (payload?: string) => {
    let notice: LeadNotice | null = null
    try {
      if (payload) notice = JSON.parse(payload) as LeadNotice
    } catch (err) {
      // A payload that is not JSON (SyntaxError) is heard as "something changed": every inbox resyncs. Anything else propagates.
      if (!(err instanceof SyntaxError)) throw err
      notice = null
    }
    for (const s of subscribers) s(notice)
  }
  return {
    /** Resolves once LISTEN is in place (a lead committed afterwards is heard); returns the unsubscribe. */
    async subscribe(fn: LeadListener): Promise<() => Promise<void>> {
      subscribers.add(fn)
      if (!listening) listening = db.listen(LEAD_CHANNEL, fanOut)
      try {
        await listening
      } catch (err) {
        subscribers.delete(fn)
        listening = null
        throw err
      }
      let done = false
      return async () => {
        if (done) return
        done = true
        subscribers.delete(fn)
        if (subscribers.size === 0 && listening) {
          const stop = listening
          listening = null
          await (
            await stop
          )()
        }
      }
    },
  }
}
