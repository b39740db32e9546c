/**
 * A contact message is not a lead: nobody's inbox lists it, no webhook announces it, it has no
 * urgency. Everything else stored in `submissions` is a lead. The database holds the same rule
 * once, as the generated column `submissions.is_lead` (migration 014_lead_clinic).
 */
export function isLead(kind: string): boolean {
  return kind !== 'contact'
}
