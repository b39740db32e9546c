import type { InboxItem, LeadDetail, MovedLead } from './types'

/** True for the trace of a lead that moved away to another clinic (it has no owner, status or actions). */
export function isMoved(lead: InboxItem | LeadDetail): lead is MovedLead {
  return 'moved' in lead
}
