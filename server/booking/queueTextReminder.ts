import type { BookingRow } from '../db/bookingsRepo'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import { submissionsRepo } from '../db/submissionsRepo'
import { hoursOf } from '../hours/hoursOf'
import { enqueueSms } from '../sms/enqueueSms'
import type { SmsBudget } from '../sms/smsBudget'
import { serverText } from '../text/serverText'

const DAY = 86_400_000

/**
 * Queues the day-before text of a visit, due 24 hours before it, in the owner's language, and
 * returns its id (kept so a cancel or move drops it), or null when none may go: the visit names
 * no lead of the owner's (the consent is the lead's: the box "Text me updates" ticked with the
 * number it was ticked for), the number cannot take a text, it opted out (STOP), the server has
 * no text sender (`texts` null), or that moment has passed. It is paid from the text budget
 * (`texts`): over budget the reminder is skipped and logged, and the booking stands. The sender checks STOP again when it is due, and
 * sends a row once. The text is not tied to the lead's row, so it never counts as the lead's
 * first acknowledgement.
 */
export async function queueTextReminder(
  tx: Queryable,
  b: BookingRow,
  p: Partner,
  now: Date,
  texts: SmsBudget | null,
): Promise<string | null> {
  const at = new Date(b.start_at.getTime() - DAY)
  if (!texts || !b.lead_id || at <= now) return null
  const lead = await submissionsRepo.find(tx, b.lead_id)
  if (lead?.data.sms_consent !== true || typeof lead.data.phone_number !== 'string') return null
  const t = serverText(b.lang === 'es' ? 'es' : 'en').bookingMail
  const body = t.reminderSms(b.pet_name ?? '', p.name, t.at(b.start_at, hoursOf(p).timeZone), p.phone)
  const queued = await enqueueSms(tx, now, { to: lead.data.phone_number, body, submissionId: null, runAt: at }, { budget: texts })
  if (queued.refused && queued.refused.why !== 'unreadable' && queued.refused.why !== 'not mobile')
    texts.skipped(`reminder of booking ${b.id}`, queued.refused)
  return queued.id
}
