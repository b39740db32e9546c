import { formatPhone } from '../text/formatPhone'
import { ClaimButton } from './ClaimButton'
import { formatAge } from './formatAge'
import { isMoved } from './isMoved'
import { Link } from './Link'
import { MovedRow } from './MovedRow'
import { OverdueMark } from './OverdueMark'
import type { InboxItem, LeadItem } from './types'
import { useWorkspace } from './WorkspaceContext'

/** The pet's breeds as one line, leaving out empty ones. */
export function breedsOf(b: LeadItem['pet']['breeds']): string {
  return b.filter(Boolean).join(', ')
}

/** A lead's kind as the clinic reads it; a service request names its service ('Service request: Dental care'). */
export function kindLabel(
  lead: Pick<LeadItem, 'kind' | 'service'>,
  text: { kinds: Record<string, string>; settings: { serviceNames: Record<string, string> } },
): string {
  const kind = text.kinds[lead.kind] ?? lead.kind
  return lead.service ? `${kind}: ${text.settings.serviceNames[lead.service] ?? lead.service}` : kind
}

/**
 * One lead of the inbox, as a list item whose link is the pet and owner (a card on phones, a row on
 * wide screens); a lead moved away (reassigned or re-routed) is its read-only trace (MovedRow).
 */
export function LeadRow({ lead, now }: { lead: InboxItem; now: number }) {
  const { text } = useWorkspace()
  if (isMoved(lead)) return <MovedRow lead={lead} now={now} />
  const t = text.inbox.cols
  const pet = lead.pet.name || '–'
  return (
    <li className={`ws-lead${lead.read ? '' : ' ws-unread'}`} data-lead-id={lead.id}>
      <span className="ws-cell ws-kind">
        <span className="ws-visually-hidden">{t.kind}: </span>
        {kindLabel(lead, text)}
      </span>
      <span className="ws-cell ws-who">
        {!lead.read && <span className="ws-badge">{text.inbox.unread}</span>}
        <Link href={`/workspace/leads/${encodeURIComponent(lead.id)}`}>
          {pet}
          {lead.pet.type ? ` (${lead.pet.type})` : ''} · {lead.owner.name || lead.owner.email || '–'}
        </Link>
        <span className="ws-sub">
          {[breedsOf(lead.pet.breeds), lead.owner.email, lead.owner.phone && formatPhone(lead.owner.phone)].filter(Boolean).join(' · ')}
        </span>
        <OverdueMark lead={lead} />
      </span>
      <span className={`ws-cell ws-urgency ws-u-${lead.urgency ?? 'none'}`}>
        <span className="ws-visually-hidden">{t.urgency}: </span>
        {lead.urgency ? (text.urgencies[lead.urgency] ?? lead.urgency) : '–'}
      </span>
      <span className={`ws-cell ws-status ws-s-${lead.status}`}>
        <span className="ws-visually-hidden">{t.status}: </span>
        {text.statuses[lead.status] ?? lead.status}
      </span>
      <span className="ws-cell ws-who-calls" tabIndex={-1}>
        <span className="ws-visually-hidden">{text.claim.col}: </span>
        <ClaimButton key={lead.claimed_by?.id ?? ''} lead={lead} />
      </span>
      <span className="ws-cell ws-age">
        <span className="ws-visually-hidden">{t.age}: </span>
        <time dateTime={lead.created_at}>{formatAge(lead.created_at, now)}</time>
      </span>
    </li>
  )
}
