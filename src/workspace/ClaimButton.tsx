import { useState } from 'react'
import type { LeadItem } from './types'
import { useWorkspace } from './WorkspaceContext'
import { WsError, wsRequest } from './wsRequest'

/**
 * "I'll call": claims the lead for the signed-in user with one `POST workspace/leads/:id/claim`,
 * then says who has it ("Ana has it"). Someone faster is named from the server's 409.
 */
export function ClaimButton({
  lead,
  onClaimed,
}: {
  lead: Pick<LeadItem, 'id' | 'pet' | 'owner' | 'claimed_by'>
  onClaimed?: (l: LeadItem) => void
}) {
  const { text, apiBase, user } = useWorkspace()
  const t = text.claim
  const [claimer, setClaimer] = useState(lead.claimed_by ?? null)
  const [message, setMessage] = useState('')
  const shown = lead.claimed_by ?? claimer
  if (shown) return <span className="ws-claimed">{shown.id === user?.id ? t.you : t.has(shown.name)}</span>
  const claim = async () => {
    setMessage('')
    try {
      const updated = await wsRequest<LeadItem>(apiBase, `leads/${encodeURIComponent(lead.id)}/claim`, { method: 'POST', body: {} })
      setClaimer(updated.claimed_by ?? null)
      onClaimed?.(updated)
    } catch (e) {
      setMessage(e instanceof WsError && e.status === 409 ? e.message : t.failed)
    }
  }
  const who = [lead.pet.name, lead.owner.name].filter(Boolean).join(', ')
  return (
    <>
      <button type="button" className="ws-button ws-claim" onClick={claim} aria-label={who ? t.label(who) : undefined}>
        {t.button}
      </button>
      {message && (
        <span className="ws-error" role="alert">
          {message}
        </span>
      )}
    </>
  )
}
