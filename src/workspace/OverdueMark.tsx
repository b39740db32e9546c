import { formatDate } from './formatDate'
import type { LeadItem } from './types'
import { useWorkspace } from './WorkspaceContext'

/**
 * "Past its 5-minute target": an unclaimed lead still new whose first-contact target has passed,
 * in words (never colour alone), with since when on the lead's page (`since`).
 */
export function OverdueMark({ lead, since = false }: { lead: Pick<LeadItem, 'overdue_since' | 'target_minutes'>; since?: boolean }) {
  const { text } = useWorkspace()
  if (!lead.overdue_since) return null
  return (
    <span className="ws-overdue">
      {text.inbox.overdue(lead.target_minutes)}
      {since && (
        <>
          {' '}
          <time dateTime={lead.overdue_since}>{text.inbox.overdueSince(formatDate(lead.overdue_since))}</time>
        </>
      )}
    </span>
  )
}
