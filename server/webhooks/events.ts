/** The events an endpoint may subscribe to (README, Integrations > Webhooks). */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.assessed',
  'lead.status_changed',
  'lead.claimed',
  'lead.rerouted',
  'lead.visited',
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
] as const

/** One of WEBHOOK_EVENTS. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** The event "Send a test event" delivers: no lead, so any endpoint may receive it whatever it subscribes to. */
export const TEST_EVENT = 'webhook.test'
