import { useEffect, useRef } from 'react'

/**
 * Calls `onLead` whenever `{apiBase}/workspace/events` (server-sent events, fed by PostgreSQL
 * LISTEN/NOTIFY) says a lead of this user was created or changed. EventSource reconnects by itself;
 * `onState` reports whether the stream is open, for the "live" indicator.
 */
export function useLeadEvents(apiBase: string, onLead: () => void, onState: (open: boolean) => void): void {
  const cb = useRef({ onLead, onState })
  cb.current = { onLead, onState }
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const es = new EventSource(`${apiBase}/workspace/events`, { withCredentials: true })
    es.addEventListener('lead', () => cb.current.onLead())
    // The server's listener reconnected and may have missed notices: refetch all the same.
    es.addEventListener('resync', () => cb.current.onLead())
    es.onopen = () => cb.current.onState(true)
    es.onerror = () => cb.current.onState(false)
    return () => es.close()
  }, [apiBase])
}
