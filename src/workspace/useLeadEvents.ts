import { useEffect, useRef } from 'react'

/** What the stream says of a lead: its id, and what happened (`created`: it just arrived; `updated`). */
export interface LeadNotice {
  id: string
  type: string
}

function noticeOf(data: unknown): LeadNotice | undefined {
  try {
    const n = JSON.parse(String(data)) as Partial<LeadNotice>
    return typeof n.id === 'string' && typeof n.type === 'string' ? { id: n.id, type: n.type } : undefined
  } catch {
    return undefined
  }
}

/**
 * Calls `onLead` (with the notice: which lead, what happened) whenever `{apiBase}/workspace/events` (server-sent events, fed by PostgreSQL
 * LISTEN/NOTIFY) says a lead of this user was created or changed. EventSource reconnects by itself.
 * The stream is live once the server says "ready" (its LISTEN is in place), not when the response
 * opens: `onState` reports that, for the "live" indicator, and each ready calls `onLead` too, since
 * whatever happened before it (or while reconnecting) was not announced. `event` picks which named
 * event means "refetch": `lead` for the inbox, `booking` (a visit booked, moved or cancelled) for the calendar.
 */
export function useLeadEvents(
  apiBase: string,
  onLead: (notice?: LeadNotice) => void,
  onState: (open: boolean) => void,
  event: 'lead' | 'booking' = 'lead',
): void {
  const cb = useRef({ onLead, onState })
  cb.current = { onLead, onState }
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const es = new EventSource(`${apiBase}/workspace/events`, { withCredentials: true })
    es.addEventListener(event, (e) => cb.current.onLead(noticeOf((e as MessageEvent | undefined)?.data)))
    // The server's listener reconnected and may have missed notices: refetch all the same.
    es.addEventListener('resync', () => cb.current.onLead())
    es.addEventListener('ready', () => {
      cb.current.onState(true)
      cb.current.onLead()
    })
    es.onerror = () => cb.current.onState(false)
    return () => es.close()
  }, [apiBase, event])
}
