import type { Widget } from '../context/WidgetContext'

/** A create call: resolves with the record's id, or with the id and what else the server said. */
type Create<B> = (widget: Widget, body: B, o: { idempotencyKey: string }) => Promise<string | { id: string }>

/** What follows the record: its photo, or the call that starts the assessment without one. */
type FollowUp = (widget: Widget, id: string, values: { photo?: Blob | null }, key: string) => Promise<unknown>

/**
 * The whole chain of a form without captcha: the record (key `<key>:create`), then its follow-up
 * with keys of its own, so a retry after a failure half-way re-uses the record already created.
 */
export async function sendChain<B>(
  create: Create<B>,
  followUp: FollowUp,
  widget: Widget,
  body: B,
  values: { photo?: Blob | null },
  key: string,
): Promise<string> {
  const created = await create(widget, body, { idempotencyKey: `${key}:create` })
  const id = typeof created === 'string' ? created : created.id
  await followUp(widget, id, values, key)
  return id
}
