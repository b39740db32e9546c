/**
 * Issue 36's tables. A lead's provenance: the widget it was sent from (`form`, a name of
 * src/schemas/funnel.ts's FUNNEL_FORMS), the source it is counted under (`sourceOf` of its
 * attribution) and the attribution itself (src/schemas/attribution.ts), copied to its booking; all are
 * deleted with the lead. Older leads count under the widget their kind and clinic give, source `direct`.
 *
 * The funnel's counters: one row per day (in the clinic's time zone), clinic ('' for the network's own
 * widgets), widget, source, kind of event, step (0 without one) and failing field ('' without one),
 * added to by each beacon; no event is ever stored. Kept 25 months (server/maintenance).
 */
export const funnelSql = `
ALTER TABLE submissions ADD COLUMN form text;
ALTER TABLE submissions ADD COLUMN source text;
ALTER TABLE submissions ADD COLUMN attribution jsonb;
ALTER TABLE bookings ADD COLUMN attribution jsonb;
UPDATE submissions SET source = 'direct', form = CASE kind
  WHEN 'health' THEN CASE WHEN data ? 'clinic_id' THEN 'clinic-health' ELSE 'health' END
  WHEN 'dental' THEN CASE WHEN data ? 'clinic_id' THEN 'clinic-dental' ELSE 'dental' END
  WHEN 'dental_check' THEN 'kiosk-dental'
  WHEN 'qr_dental' THEN 'qr-dental'
  WHEN 'low_cost' THEN 'service-request'
  ELSE NULL END;
CREATE TABLE funnel_counts (
  day date NOT NULL,
  clinic_id text NOT NULL,
  form text NOT NULL,
  source text NOT NULL,
  kind text NOT NULL,
  step integer NOT NULL,
  field text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (clinic_id, day, form, source, kind, step, field)
);
CREATE INDEX funnel_counts_day ON funnel_counts (day);
`
