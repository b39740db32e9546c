import { FUNNEL_BATCH_MAX, funnelBatchSchema } from '../../src/schemas/funnel'
import { BODY_LIMITS } from '../http/limits'
import { declareCall } from '../openapi/declareCall'
import type { OpenApiObject } from '../openapi/types'

const failure = (description: string): OpenApiObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
})

const beacon = declareCall({
  method: 'post',
  path: '/funnel',
  tag: 'Funnel',
  summary: "Add a widget's funnel events to the day's counters",
  description:
    `What a widget reports of an owner's path (view, start, step reached, failing field, submit, result, slot, booked), at most ${FUNNEL_BATCH_MAX} events a beacon, ` +
    'as a beacon: JSON in a `text/plain` body (no CORS preflight), or `application/json`. ' +
    "The server adds the events to counters per clinic, widget, source, kind, step, failing field and day (the clinic's time zone) and keeps no event, no address, no cookie. " +
    "A clinic-bound widget names its clinic (an active one, and the page must be one of the clinic's allowed websites); the network's own widgets send `clinic: null`. " +
    'Not a write of the per-address write limit: beacons have their own budget per caller and per clinic (FUNNEL_CALLER_LIMIT, FUNNEL_CLINIC_LIMIT). ' +
    'A refused beacon counts nothing. See docs/funnel.md.',
  body: { json: funnelBatchSchema },
  bodyLimit: BODY_LIMITS.beacon,
  auth: 'none',
  responses: {
    204: { description: 'Counted.' },
    403: failure("The page is not one of the websites the clinic allows to send its forms' events."),
    404: failure('Unknown clinic: no active clinic has this id.'),
    415: failure('Neither text/plain nor application/json.'),
  },
})

/** The funnel's beacon (funnelRoutes): the body schema is documented for both types the call reads. */
export const funnelCalls = {
  beacon: {
    ...beacon,
    operation: {
      ...beacon.operation,
      requestBody: {
        required: true,
        content: {
          ...(beacon.operation.requestBody as { content: OpenApiObject }).content,
          'text/plain': (beacon.operation.requestBody as { content: Record<string, OpenApiObject> }).content['application/json'],
        },
      },
    },
  },
}
