import type { OwnerTriage } from '../api/createApi'
import type { Widget } from '../context/WidgetContext'

/** What a create call resolves with: the record's id and the server's triage of it. */
export interface CreatedLead {
  id: string
  triage?: OwnerTriage
}

/** A create call. */
type Create<B> = (widget: Widget, body: B, o: { idempotencyKey: string }) => Promise<CreatedLead>

/** What follows the record: its photo, or the call that starts the assessment without one. */
type FollowUp = (widget: Widget, id: string, values: { photo?: Blob | null }, key: string) => Promise<unknown>

/**
 * The whole chain of a form without captcha: the record (key `<key>:create`), then its follow-up
 * with keys of its own, so a retry after a failure half-way re-uses the record already created.
 * Resolves with the record's id and triage, for the thank-you.
 */
export async function sendChain<B>(
  create: Create<B>,
  followUp: FollowUp,
  widget: Widget,
  body: B,
  values: { photo?: Blob | null },
  key: string,
): Promise<CreatedLead> {
  const created = await create(widget, body, { idempotencyKey: `${key}:create` })
  await followUp(widget, created.id, values, key)
  return created
}
