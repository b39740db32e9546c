import * as v from 'valibot'

/**
 * The funnel: what a widget reports of an owner's path, private by design. No owner data, no
 * cookie, no identifier, no value of any field: only which widget, on which clinic's page, from which
 * source (`sourceOf` in ./attribution), and which of these happened:
 * - `view`: the widget was shown; `start`: the first field was touched;
 * - `step`: a step was reached (`step`: its number, from 1; the wizard's 1-15, the clinic forms' steps);
 * - `error`: a field failed its check on a submit (`field`: the field's name, never its value);
 * - `submit`: the owner sent it; `result`: the answer (assessment, estimate, thanks) was shown;
 * - `slot`: a visit time was picked; `booked`: the visit was booked.
 * The widget sends them batched (a keepalive fetch, src/analytics/createFunnel.ts) to `POST /funnel`
 * as text/plain JSON (no preflight); the server adds them to counters per clinic,
 * widget, step, source and day, and keeps no event.
 */
export const FUNNEL_KINDS = ['view', 'start', 'step', 'error', 'submit', 'result', 'slot', 'booked'] as const

/** One kind of funnel event. */
export type FunnelKind = (typeof FUNNEL_KINDS)[number]

/**
 * The widgets that report a funnel: the seven an owner sends a lead from (src/formNames.ts lists every
 * widget; this folder may not import it, so test/unit holds the two lists together).
 */
export const FUNNEL_FORMS = ['health', 'dental', 'clinic-health', 'clinic-dental', 'kiosk-dental', 'qr-dental', 'service-request'] as const

// The `.join`s in messages are marked pure: the widgets use these lists, and a bundler that cannot
// prove a list unchanged keeps a call on it, and with it every schema below, unused, in every widget.

/**
 * `widget`: the widget a lead is sent from, an optional field of every lead submission, so the lead is
 * counted under the same widget as its funnel events (kiosk-dental and clinic-dental share one call).
 */
export const widgetField = v.optional(v.picklist(FUNNEL_FORMS, `widget is one of ${/* @__PURE__ */ FUNNEL_FORMS.join(', ')}`))

/** The most events one beacon carries; the widget sends at most this many per batch. */
export const FUNNEL_BATCH_MAX = 50

/** One event: its kind, and the step's number or the failing field's name where the kind has one. */
export type FunnelEvent = { kind: FunnelKind; step?: number; field?: string }

/** One beacon. `clinic` is the clinic id of a clinic-bound widget, null for the network's widgets. */
export type FunnelBatch = { clinic: string | null; form: (typeof FUNNEL_FORMS)[number]; source: string; events: FunnelEvent[] }

const event = v.strictObject({
  kind: v.picklist(FUNNEL_KINDS, `kind is one of ${/* @__PURE__ */ FUNNEL_KINDS.join(', ')}`),
  step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30, 'step is 1 to 30'))),
  // A field's name as the form knows it (`pet_name`, `email`...): letters, digits and _ only, so no value fits.
  field: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'field is a field name, such as pet_name'))),
})

/** `POST /funnel`'s body. */
export const funnelBatchSchema = v.strictObject({
  clinic: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  form: v.picklist(FUNNEL_FORMS, `form is one of ${/* @__PURE__ */ FUNNEL_FORMS.join(', ')}`),
  source: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  events: v.pipe(v.array(event), v.minLength(1), v.maxLength(FUNNEL_BATCH_MAX, `at most ${FUNNEL_BATCH_MAX} events a batch`)),
})
