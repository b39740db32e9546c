/**
 * A webhook endpoint (`GET workspace/webhooks`); its secret is never listed (shown once, at
 * creation or rotation). The reference server answers with this type.
 */
export interface Endpoint {
  id: string
  url: string
  events: string[]
  state: 'active' | 'failing' | 'disabled'
  created_at: string
}

/** One line of an endpoint's delivery log (`GET workspace/webhooks/:id/deliveries`). */
export interface Delivery {
  id: string
  event_type: string
  message_id: string
  status: 'queued' | 'delivered' | 'failed'
  attempts: number
  response_code: number | null
  latency_ms: number | null
  last_error: string | null
  created_at: string
  last_attempt_at: string | null
  /** When a queued delivery is tried next; null once it is delivered or failed. */
  next_attempt_at: string | null
}
