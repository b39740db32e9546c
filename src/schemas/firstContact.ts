import * as v from 'valibot'

const minutes = v.pipe(v.number('Must be a number'), v.minValue(0.05, 'At least 0.05 minutes'), v.maxValue(10_080, 'At most a week'))

/**
 * How fast a clinic means to reach a new lead, counted in its open time: unclaimed at
 * `targetMinutes`, every staff member is alerted again; unclaimed at `rerouteAfterMinutes`, the
 * lead goes to the next open partner in range, unless `reroute` is false (a clinic outside the
 * network keeps its leads). Absent fields take the server's defaults (CLAIM_TARGET_MINUTES,
 * REROUTE_AFTER_MINUTES); re-routing is on unless set false.
 */
export const firstContactSchema = v.strictObject({
  targetMinutes: v.optional(minutes),
  rerouteAfterMinutes: v.optional(minutes),
  reroute: v.optional(v.boolean('Must be true or false')),
})

/** A clinic's first-contact settings, as validated. */
export type FirstContact = v.InferOutput<typeof firstContactSchema>
