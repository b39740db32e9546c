import { Webhook } from 'standardwebhooks'

/**
 * The Standard Webhooks headers of one attempt, signed with the endpoint's secret (and, for a day
 * after a rotation, its previous one too: `webhook-signature` then holds both, space-separated,
 * and a receiver still on the old secret keeps verifying).
 */
export function signatureHeaders(messageId: string, at: Date, body: string, secrets: readonly string[]): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(messageId, at, body)).join(' '),
  }
}
