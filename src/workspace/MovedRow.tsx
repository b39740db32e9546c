import { formatAge } from './formatAge'
import { formatDate } from './formatDate'
import { Link } from './Link'
import type { MovedLead } from './types'
import { useWorkspace } from './WorkspaceContext'

/** The inbox's read-only trace of a lead re-routed to another clinic: which pet, and where it went, when and why. */
export function MovedRow({ lead, now }: { lead: MovedLead; now: number }) {
  const { text } = useWorkspace()
  const { moved } = lead
  return (
    <li className="ws-lead ws-moved" data-lead-id={lead.id}>
      <span className="ws-cell ws-who">
        <Link href={`/workspace/leads/${encodeURIComponent(lead.id)}`}>
          {lead.pet.name || '–'}
          {lead.pet.type ? ` (${lead.pet.type})` : ''}
        </Link>
        <span className="ws-sub">{text.inbox.moved(moved.to ?? text.moved.anotherClinic, formatDate(moved.at), moved.reason)}</span>
      </span>
      <span className="ws-cell ws-age">
        <span className="ws-visually-hidden">{text.inbox.cols.age}: </span>
        <time dateTime={lead.created_at}>{formatAge(lead.created_at, now)}</time>
      </span>
    </li>
  )
}
