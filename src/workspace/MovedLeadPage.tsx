import { useEffect, useRef } from 'react'
import { formatDate } from './formatDate'
import { Link } from './Link'
import { TermList } from './TermList'
import type { MovedLead } from './types'
import { useWorkspace } from './WorkspaceContext'

/**
 * The page of a lead moved to another clinic, read-only: which pet, when it arrived, where it
 * went, when and why. Whoever had the lead open when it moved lands on its heading, so a screen
 * reader says what happened instead of leaving them on a form that is gone.
 */
export function MovedLeadPage({ lead }: { lead: MovedLead }) {
  const { text } = useWorkspace()
  const t = text.moved
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const pet = lead.pet.name || '–'
  return (
    <article className="ws-leadpage ws-moved">
      <p>
        <Link href="/workspace">← {text.lead.back}</Link>
      </p>
      <h1 tabIndex={-1} ref={heading}>
        {t.title(pet)}
      </h1>
      <p>{t.intro}</p>
      <TermList
        className="ws-fields"
        rows={[
          [t.pet, `${pet}${lead.pet.type ? ` (${lead.pet.type})` : ''}`],
          [t.arrived, <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>],
          [t.to, lead.moved.to ?? t.anotherClinic],
          [t.at, <time dateTime={lead.moved.at}>{formatDate(lead.moved.at)}</time>],
          [t.why, lead.moved.reason ?? '–'],
        ]}
      />
    </article>
  )
}
