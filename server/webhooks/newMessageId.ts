/** A `webhook-id`: unique per event, the same on every attempt and "send again" (receivers deduplicate on it). */
export function newMessageId(): string {
  return 'msg_' + crypto.randomUUID().replace(/-/g, '')
}
