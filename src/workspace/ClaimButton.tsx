import { useState } from 'react'
import type { LeadItem } from './types'
import { useWorkspace } from './WorkspaceContext'
import { WsError, wsRequest } from './wsRequest'

/**
 * "I'll call": claims the lead for the signed-in user with one `POST workspace/leads/:id/claim`,
 * then says who has it ("Ana has it"). Someone faster is named from the server's 409. Once claimed
 * the button is gone, so focus moves to the element around it, which callers make focusable
 * (tabIndex -1) and which names the column ("Who calls: You have it"): not inside this component,
 * whose callers remount it when the claimer changes (their key), which would drop focus to the page.
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
  const claim = async (e: { currentTarget: HTMLElement }) => {
    const around = e.currentTarget.parentElement
    setMessage('')
    try {
      const updated = await wsRequest<LeadItem>(apiBase, `leads/${encodeURIComponent(lead.id)}/claim`, { method: 'POST', body: {} })
      setClaimer(updated.claimed_by ?? null)
      onClaimed?.(updated)
      around?.focus()
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
