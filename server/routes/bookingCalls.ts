import { SERVICES } from '../../src/schemas/services'
import { confirmBookingSchema, holdRequestSchema, manageRequestSchema, moveRequestSchema } from '../../src/schemas/bookingRequests'
import { clinicIdParam } from '../openapi/clinicIdParam'
import { declareCall } from '../openapi/declareCall'
import { jsonWrite } from '../openapi/jsonWrite'
import { jsonSuccess } from '../openapi/envelope'
import { CACHING_HEADERS, IF_NONE_MATCH, NOT_MODIFIED } from '../openapi/caching'

const failure = { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } }
const time = { type: 'string', format: 'date-time', description: "ISO 8601 with the clinic's offset, e.g. `2026-11-25T16:30:00-08:00`." }
const clinic = {
  type: 'object',
  required: ['id', 'name', 'phone', 'street', 'city', 'state', 'zip'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    street: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zip: { type: 'string' },
  },
}
const visit = {
  type: 'object',
  required: ['booking_id', 'status', 'start', 'end', 'time_zone', 'when', 'service', 'appointment_name', 'lang', 'clinic'],
  properties: {
    booking_id: { type: 'string', format: 'uuid' },
    status: { enum: ['booked', 'cancelled'] },
    start: time,
    end: time,
    time_zone: { type: 'string' },
    when: { type: 'string', description: "The day and time as the owner's e-mails write them, in their language, the zone named." },
    service: { type: 'string' },
    appointment_name: { type: 'string' },
    pet_name: { type: ['string', 'null'] },
    lang: { enum: ['en', 'es'], description: 'The language the owner booked in; the manage page speaks it.' },
    clinic,
  },
}
const moveTo = {
  type: 'array',
  description:
    "The clinic's free starts for the visit's service in its next 7 days, each with `when` as the e-mails write it, and its `day` apart (the page groups them by day).",
  items: {
    type: 'object',
    required: ['start', 'when', 'day'],
    properties: { start: time, when: { type: 'string' }, day: { type: 'string' } },
  },
}
const gone = (what: string) => ({ description: what, content: failure })
const taken = (what: string) => gone(`${what} (Also while a request with the same Idempotency-Key is still running.)`)
const badToken = {
  description: 'A forged token, or one spent (the visit was cancelled, or moved: the new e-mail has the new link).',
  content: failure,
}
const ID = clinicIdParam("The clinic's id.")
const q = (name: string, description: string, schema: object) => ({ name, in: 'query', required: false, description, schema })

/** Booking a visit from a widget (bookingRoutes): free slots, a 10-minute hold, the confirmation, and the e-mailed link's calls. */
export const bookingCalls = {
  slots: declareCall({
    method: 'get',
    path: '/clinics/{id}/slots',
    tag: 'Booking',
    summary: "A clinic's bookable starts for a service",
    description:
      "Starts of the clinic's appointment type for `service`, in its time zone, from its opening hours, capacity (seats), buffer, minimum notice and booking window, less the seats taken by visits and live holds. Cacheable for a minute with an ETag (304 when unchanged).",
    parameters: [
      ID,
      {
        name: 'service',
        in: 'query',
        required: true,
        description: 'The service, as the service request names it.',
        schema: { enum: [...SERVICES] },
      },
      q('from', "The first day (YYYY-MM-DD, the clinic's date); today in the clinic's zone by default.", {
        type: 'string',
        format: 'date',
      }),
      q('days', 'How many days, 1 to 14 (7 by default).', { type: 'integer', minimum: 1, maximum: 14 }),
      IF_NONE_MATCH,
    ],
    responses: {
      200: jsonSuccess(
        'The appointment and its free starts, earliest first.',
        {
          type: 'object',
          required: ['clinic_id', 'time_zone', 'service', 'appointment', 'slots'],
          properties: {
            clinic_id: { type: 'string' },
            time_zone: { type: 'string', description: "The clinic's IANA zone." },
            service: { type: 'string' },
            appointment: {
              type: 'object',
              required: ['name', 'duration_minutes', 'price'],
              properties: {
                name: {
                  type: 'string',
                  description:
                    "As the owner reads it: a type named after its service, in the catalogue's words, is that service's name in the owner's language (Accept-Language); a name the clinic wrote itself is as written.",
                },
                duration_minutes: { type: 'integer' },
                price: { oneOf: [{ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }, { type: 'null' }] },
              },
            },
            slots: { type: 'array', items: { type: 'object', required: ['start', 'end'], properties: { start: time, end: time } } },
          },
        },
        { headers: CACHING_HEADERS },
      ),
      304: NOT_MODIFIED,
      404: { $ref: '#/components/responses/NotFound' },
      422: gone('A service the clinic does not book (`{ service: message }`), or a bad `from` or `days`.'),
    },
  }),
  hold: jsonWrite('/bookings/holds', holdRequestSchema, {
    auth: 'captcha',
    tag: 'Booking',
    summary: 'Hold a slot for 10 minutes',
    description:
      "Takes one seat at `start` (a start of the slot call) for 10 minutes while the owner confirms. The database decides which request gets the last seat; an expired hold's seat is free again at once. The answer holds `hold_secret`, so an Idempotency-Key never replays it. A client address may have 5 live holds and a clinic 20 (`HOLD_CALLER_LIMIT`, `HOLD_CLINIC_LIMIT`); one more is 429 with `Retry-After`, the seconds until the oldest of them expires. X-Captcha is required (the widget solves it in the background).",
    secretAnswer: true,
    responses: {
      201: jsonSuccess('Held.', {
        type: 'object',
        required: ['hold_id', 'hold_secret', 'clinic_id', 'service', 'start', 'end', 'expires_at'],
        properties: {
          hold_id: { type: 'string', format: 'uuid' },
          hold_secret: { type: 'string', description: 'For POST /bookings only; keep it private.' },
          clinic_id: { type: 'string' },
          service: { type: 'string' },
          start: time,
          end: time,
          expires_at: time,
        },
      }),
      404: { $ref: '#/components/responses/NotFound' },
      409: taken('The seat is gone, or `start` is not a start the clinic offers: choose another slot.'),
    },
  }),
  confirm: jsonWrite('/bookings', confirmBookingSchema, {
    tag: 'Booking',
    summary: "Confirm a hold with the owner's details",
    description:
      "Turns the hold into a visit. The owner is e-mailed a confirmation in their language with an .ics invitation and a private link to cancel or move it, and a reminder the day before; the lead named by `lead_id` (when its e-mail is this one) becomes `booked`; the clinic's webhooks get `booking.created`. 409 also when the hold expired and its time was taken meanwhile, or was already confirmed. Its e-mails are paid from the owner mail budget (per address, per client address): over it, 429 with `Retry-After` and the hold stays as it was.",
    responses: {
      201: jsonSuccess('Booked.', {
        type: 'object',
        required: ['booking_id', 'start', 'end', 'time_zone', 'clinic', 'service', 'appointment_name'],
        properties: {
          booking_id: { type: 'string', format: 'uuid' },
          start: time,
          end: time,
          time_zone: { type: 'string', description: "The clinic's IANA zone, whose clock `start` and `end` read." },
          clinic,
          service: { type: 'string' },
          appointment_name: {
            type: 'string',
            description: "As the owner reads it, in the booking's language (see the slots' appointment name).",
          },
        },
      }),
      404: gone('No such hold, or the wrong secret.'),
      409: taken('The hold expired and its time was taken, or it was already confirmed.'),
    },
  }),
  manage: jsonWrite('/bookings/manage', manageRequestSchema, {
    tag: 'Booking',
    summary: 'The visit of an e-mailed link',
    description:
      "The token is the `token` of the link's fragment (`/booking#token=...`): it never travels in a URL, and the server keeps only its hash.",
    responses: {
      200: jsonSuccess('The visit, and the free starts it may move to (none once cancelled).', {
        ...visit,
        required: [...visit.required, 'move_to'],
        properties: {
          ...visit.properties,
          move_to: moveTo,
        },
      }),
      404: badToken,
    },
  }),
  cancel: jsonWrite('/bookings/cancel', manageRequestSchema, {
    tag: 'Booking',
    summary: 'Cancel the visit of an e-mailed link',
    description:
      'Frees its seat at once; the link stops working; the owner gets a confirmation and the clinic `booking.cancelled`. Its e-mail is paid from the owner mail budget (per address, per client address): over it, 429 with `Retry-After` and nothing changes.',
    responses: { 200: jsonSuccess('Cancelled.', visit), 404: badToken },
  }),
  move: jsonWrite('/bookings/move', moveRequestSchema, {
    tag: 'Booking',
    summary: 'Move the visit of an e-mailed link',
    description:
      'Swaps the seat in one transaction (409, and the visit keeps its time, when the new start is not free). The owner is e-mailed a new invitation and a new link (the old one stops working); the clinic gets `booking.rescheduled`. Its e-mail is paid from the owner mail budget (per address, per client address): over it, 429 with `Retry-After` and nothing changes.',
    responses: {
      200: jsonSuccess(
        "Moved: the visit at its new time, the new link's token (the old one stops working) and the starts it may move to now.",
        {
          ...visit,
          required: [...visit.required, 'manage_token', 'move_to'],
          properties: {
            ...visit.properties,
            manage_token: {
              type: 'string',
              description:
                "The new link's token (the same the new e-mail carries), so the page that moved the visit can move or cancel it again.",
            },
            move_to: moveTo,
          },
        },
      ),
      404: badToken,
      409: taken('The new start is not free; the visit keeps its time.'),
    },
  }),
  feed: declareCall({
    method: 'get',
    path: '/calendar/{feed}',
    tag: 'Booking',
    summary: "A clinic's private calendar feed",
    description:
      'The address the workspace gives a clinic to subscribe to in Google Calendar or Outlook: its visits of the last 30 days and the booking window, as iCalendar. Calendar clients can only fetch a URL, so the secret is in the path; the server keeps only its hash, the clinic can rotate it (the old address then answers 404), and each client address is rate-limited.',
    parameters: [
      {
        name: 'feed',
        in: 'path',
        required: true,
        description: '`<secret>.ics`.',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}\\.ics$' },
      },
    ],
    responses: {
      200: { description: 'The calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } },
      404: { $ref: '#/components/responses/NotFound' },
      429: { $ref: '#/components/responses/TooMany' },
    },
  }),
}
