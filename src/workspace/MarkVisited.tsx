import { useState } from 'react'
import type { LeadDetail } from './types'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/**
 * "Mark visited": the owner came to the booked visit, said with one `POST workspace/leads/:id/visited`.
 * Offered once the visit has started (a visit booked by phone has no time here: at once). The button
 * then goes, so focus moves to the element around it, which the caller makes focusable and which
 * names the status ("Status: Visited"), as ClaimButton does.
 */
export function MarkVisited({ lead, onDone }: { lead: LeadDetail; onDone: (l: LeadDetail) => void }) {
  const { text, apiBase } = useWorkspace()
  const [message, setMessage] = useState('')
  if (lead.status !== 'booked' || Date.parse(lead.visit_start ?? '') > Date.now()) return null
  const mark = async (e: { currentTarget: HTMLElement }) => {
    const around = e.currentTarget.parentElement
    setMessage('')
    try {
      onDone(await wsRequest<LeadDetail>(apiBase, `leads/${encodeURIComponent(lead.id)}/visited`, { method: 'POST', body: {} }))
      around?.focus()
    } catch (e) {
      // The server's reason (the visit has not started yet...), else the generic failure.
      setMessage((e as Error).message || text.errors.generic)
    }
  }
  return (
    <>
      {' '}
      <button type="button" className="ws-button" onClick={mark}>
        {text.lead.markVisited}
      </button>
      {message && (
        <span className="ws-error" role="alert">
          {message}
        </span>
      )}
    </>
  )
}
