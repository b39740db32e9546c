/**
 * Migration 014_lead_clinic: each rule about a lead that SQL needs, written once as a generated
 * column, so no query spells it again (leads/leadClinic.ts and leads/isLead.ts say the same in
 * TypeScript):
 * - `lead_clinic_id`, the clinic a lead belongs to: the partner routing (or the network) chose,
 *   none (the network queue) when routing chose none, and the form's clinic for rows stored
 *   before routing existed. A clinic form naming an inactive partner is routed to nobody, so it
 *   is in the network queue only.
 * - `is_lead`: a contact message is not a lead.
 * The inbox indexes are built on them (a database migrated before this text changed holds an
 * older inbox index of the same name spelling the rule itself: it is dropped here). A clinic's notifications of a lead become one per
 * recipient (a reassigned lead is mailed to its new clinic once), and each is linked to its lead
 * so the lead's page lists it, whoever wrote it.
 */
export const leadClinicSql = `
ALTER TABLE submissions ADD COLUMN lead_clinic_id text GENERATED ALWAYS AS (CASE WHEN route_rule IS NULL THEN clinic_id ELSE routed_clinic_id END) STORED;
ALTER TABLE submissions ADD COLUMN is_lead boolean GENERATED ALWAYS AS (kind <> 'contact') STORED;
DROP INDEX IF EXISTS submissions_lead_clinic;
DROP INDEX submissions_lead_all;
CREATE INDEX submissions_lead_clinic ON submissions (lead_clinic_id, created_at DESC, id DESC) WHERE is_lead;
CREATE INDEX submissions_lead_all ON submissions (created_at DESC, id DESC) WHERE is_lead;
DROP INDEX outbox_lead_of;
CREATE UNIQUE INDEX outbox_lead_of ON outbox (lead_of, to_addr) WHERE lead_of IS NOT NULL;
UPDATE outbox SET submission_id = lead_of WHERE lead_of IS NOT NULL AND submission_id IS NULL
`
