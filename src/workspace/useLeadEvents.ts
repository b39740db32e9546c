import { useEffect, useRef } from 'react'

/**
 * Calls `onLead` whenever `{apiBase}/workspace/events` (server-sent events, fed by PostgreSQL
 * LISTEN/NOTIFY) says a lead of this user was created or changed. EventSource reconnects by itself.
 * The stream is live once the server says "ready" (its LISTEN is in place), not when the response
 * opens: `onState` reports that, for the "live" indicator, and each ready calls `onLead` too, since
 * whatever happened before it (or while reconnecting) was not announced. `event` picks which named
 * event means "refetch": `lead` for the inbox, `booking` (a visit booked, moved or cancelled) for the calendar.
 */
export function useLeadEvents(apiBase: string, onLead: () => void, onState: (open: boolean) => void, event: 'lead' | 'booking' = 'lead'): void {
  const cb = useRef({ onLead, onState })
  cb.current = { onLead, onState }
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const es = new EventSource(`${apiBase}/workspace/events`, { withCredentials: true })
    es.addEventListener(event, () => cb.current.onLead())
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
