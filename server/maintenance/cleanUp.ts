import { bookingsRepo } from '../db/bookingsRepo'
import { outboxRepo } from '../db/outboxRepo'
import { pushDeliveriesRepo } from '../db/pushDeliveriesRepo'
import { smsRepo } from '../db/smsRepo'
import { deliveryQueue } from '../db/webhooksRepo'
import { funnelRepo } from '../db/funnelRepo'
import { funnelKeptFrom } from '../funnel/funnelKeptFrom'
import { submissionsRepo } from '../db/submissionsRepo'
import { uploadsRepo } from '../db/uploadsRepo'
import type { Deps } from '../deps'

/** A photo uploaded on its own (/file, image_app) that no submission names after this long is deleted. */
export const ORPHAN_UPLOAD_MS = 24 * 3600_000
const DAY_MS = 24 * 3600_000

/**
 * Deletes what nobody needs to keep: orphan photos after a day (a disk filler otherwise), the
 * funnel's counters after 25 months (funnelKeptFrom), and,
 * with RETENTION_DAYS set, leads with their photos, attribution (its copy on their visits too), jobs, webhook deliveries, texts and push sends,
 * mail bodies, finished webhook deliveries, texts and push sends of no lead, what the demo's sinks
 * received, and bookings whose visit (or lapsed hold) ended, older than that. An owner's number
 * goes with their lead's texts. Numbers that texted STOP are kept: honouring the opt-out needs them.
 * Rows go first, in transactions; stored bytes after, so a crash leaves at worst unreferenced
 * bytes, never a row pointing at nothing. Returns what it removed, for the log and tests.
 */
export async function cleanUp(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'photos'>): Promise<{
  orphans: number
  leadPhotos: number
  mails: number
  deliveries: number
  texts: number
  pushes: number
  bookings: number
  funnelCounters: number
}> {
  const now = deps.clock.now().getTime()
  const orphans = await deps.db.transaction((tx) => uploadsRepo.deleteOrphans(tx, new Date(now - ORPHAN_UPLOAD_MS)))
  const funnelCounters = await funnelRepo.deleteBefore(deps.db, funnelKeptFrom(new Date(now)))
  let leadPhotos: string[] = []
  let mails = 0
  let deliveries = 0
  let texts = 0
  let pushes = 0
  let bookings = 0
  if (deps.config.retentionDays !== null) {
    const before = new Date(now - deps.config.retentionDays * DAY_MS)
    leadPhotos = await deps.db.transaction(async (tx) => {
      mails = await outboxRepo.deleteOlderThan(tx, before)
      deliveries = await deliveryQueue.deleteFinishedOlderThan(tx, before)
      // Before the leads: a lead's texts are found through it.
      texts = await smsRepo.deleteOlderThan(tx, before)
      pushes = await pushDeliveriesRepo.deleteFinishedOlderThan(tx, before)
      bookings = await bookingsRepo.deleteOlderThan(tx, before)
      // A visit that stays (still to come) keeps its owner's contact, not where the owner came from: that goes with the lead.
      await bookingsRepo.forgetLeadAttribution(tx, before)
      return submissionsRepo.deleteOlderThan(tx, before)
    })
  }
  await deps.photos.delete([...orphans, ...leadPhotos])
  return { orphans: orphans.length, leadPhotos: leadPhotos.length, mails, deliveries, texts, pushes, bookings, funnelCounters }
}
