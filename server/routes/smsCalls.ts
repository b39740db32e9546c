import { declareCall } from '../openapi/declareCall'

/** The bytes of one inbound text message's webhook call: Twilio's form fields are a few hundred. */
export const SMS_INBOUND_LIMIT = 16 * 1024

/** Replies to PetLead's text messages, as Twilio posts them (smsRoutes). */
export const smsCalls = {
  inbound: declareCall({
    method: 'post',
    path: '/sms/inbound',
    tag: 'Text messages',
    summary: 'Receive a reply to a text message (Twilio)',
    description:
      "Twilio's incoming-message webhook. A reply that is a stop word (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, PARAR, BAJA) " +
      "ends every text to the sender's number; START (or UNSTOP, YES) lets them resume; anything else changes nothing. When TWILIO_AUTH_TOKEN is " +
      "set, the call must carry Twilio's X-Twilio-Signature over PUBLIC_URL plus this path and the form fields (403 otherwise). Answers empty TwiML.",
    body: {
      form: {
        type: 'object',
        required: ['From', 'Body'],
        properties: {
          From: { type: 'string', description: "The sender's number, E.164." },
          Body: { type: 'string', description: 'The text of the reply.' },
          MessageSid: { type: 'string' },
        },
      },
    },
    bodyLimit: SMS_INBOUND_LIMIT,
    auth: 'none',
    parameters: [
      {
        name: 'X-Twilio-Signature',
        in: 'header',
        required: false,
        description: "Twilio's HMAC-SHA1 signature of the request; required when TWILIO_AUTH_TOKEN is set.",
        schema: { type: 'string' },
      },
    ],
    responses: {
      200: {
        description: 'Recorded (or nothing to record): an empty TwiML answer, so Twilio sends no reply of its own.',
        content: { 'text/xml': { schema: { type: 'string' } } },
      },
      403: {
        description: 'The signature is missing or wrong (or, in production, Twilio is not configured).',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    },
  }),
}
