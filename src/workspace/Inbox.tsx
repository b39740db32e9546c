import { useCallback, useEffect, useRef, useState } from 'react'
import { ExportCsv } from './ExportCsv'
import { LeadFilters, type LeadQuery } from './LeadFilters'
import { LeadRow } from './LeadRow'
import { leadsPath } from './leadsPath'
import { StatsStrip } from './StatsStrip'
import { EnableAlerts } from './alerts/EnableAlerts'
import type { InboxItem, LeadItem, LeadPage } from './types'
import { isMoved } from './isMoved'
import { useLeadEvents } from './useLeadEvents'
import { notifyNewLead } from './alerts/notifyNewLead'
import { useWorkspace } from './WorkspaceContext'
import { WsError, wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'

const EMPTY: LeadQuery = { status: '', kind: '', urgency: '', q: '' }

/**
 * The clinic's leads: its open emergencies pinned under their own heading, then newest first (or, with `queue`, the network's unrouted leads), with filters,
 * search, "Load more" by cursor, and live arrival: every server event refetches the first page and
 * keeps the pages already loaded below it. The unread count goes into the page title.
 */
export function Inbox({ queue = false }: { queue?: boolean }) {
  const { text, apiBase, setUser, navigate } = useWorkspace()
  const [query, setQuery] = useState<LeadQuery>(EMPTY)
  const [items, setItems] = useState<InboxItem[]>([])
  const [pinned, setPinned] = useState<LeadItem[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [unread, setUnread] = useState(0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [live, setLive] = useState(false)
  const [announce, setAnnounce] = useState('')
  const [version, setVersion] = useState(0)
  const [now, setNow] = useState(Date.now())
  const seen = useRef(new Set<string>())
  // Arrivals are announced only after the first page is shown: before it, every lead is "new".
  const shown = useRef(false)

  const fail = useCallback(
    (e: unknown) => {
      if (e instanceof WsError && e.status === 401) setUser(null)
      else setError(e instanceof WsError && e.status === 403 ? text.errors.forbidden : text.errors.generic)
    },
    [setUser, text],
  )

  const firstPage = useCallback(
    async (fresh: boolean): Promise<InboxItem[]> => {
      try {
        const page = await wsRequest<LeadPage>(apiBase, leadsPath(query, null, queue))
        const top = page.pinned ?? []
        const arrived = [...top, ...page.items].filter((l) => !seen.current.has(l.id))
        if (!fresh && shown.current && arrived.length) setAnnounce(text.inbox.newLeads(arrived.length))
        for (const l of [...top, ...page.items]) seen.current.add(l.id)
        setPinned(top)
        setItems((old) => {
          if (fresh) return page.items
          const ids = new Set([...top, ...page.items].map((l) => l.id))
          return [...page.items, ...old.filter((l) => !ids.has(l.id))]
        })
        if (fresh) setCursor(page.next_cursor)
        shown.current = true
        setUnread(page.unread)
        setNow(Date.now())
        setError('')
        return [...top, ...page.items]
      } catch (e) {
        fail(e)
        return []
      } finally {
        setLoading(false)
      }
    },
    [apiBase, query, queue, fail, text],
  )

  useEffect(() => {
    setLoading(true)
    void firstPage(true)
  }, [firstPage])
  useEffect(() => {
    document.title = `${unread ? `(${unread}) ` : ''}${queue ? text.inbox.queueTitle : text.inbox.title} · PetLead`
  }, [unread, queue, text])
  useEffect(
    () => () => {
      document.title = 'PetLead workspace'
    },
    [],
  )
  useLeadEvents(
    apiBase,
    (notice) => {
      setVersion((v) => v + 1)
      void firstPage(false).then((leads) => {
        // A lead that just arrived alerts this tab (when the browser allows), named with its urgency when the page lists it.
        if (notice?.type === 'created') {
          const lead = leads.find((l): l is LeadItem => l.id === notice.id && !isMoved(l))
          notifyNewLead({ id: notice.id, urgency: lead?.urgency }, text.alerts, navigate)
        }
      })
    },
    setLive,
  )

  const more = async () => {
    if (!cursor) return
    setLoading(true)
    try {
      const page = await wsRequest<LeadPage>(apiBase, leadsPath(query, cursor, queue))
      page.items.forEach((l) => seen.current.add(l.id))
      setItems((old) => [...old, ...page.items.filter((l) => !old.some((o) => o.id === l.id))])
      setCursor(page.next_cursor)
    } catch (e) {
      fail(e)
    } finally {
      setLoading(false)
    }
  }

  return (
    <section className="ws-inbox">
      <div className="ws-titlebar">
        <h1 tabIndex={-1}>
          {queue ? text.inbox.queueTitle : text.inbox.title}
          {unread ? (
            <span className="ws-count">
              {' '}
              ({unread} {text.inbox.unread.toLowerCase()})
            </span>
          ) : null}
        </h1>
        <span className={`ws-live${live ? ' ws-on' : ''}`}>{live ? text.inbox.live : text.inbox.offline}</span>
      </div>
      <EnableAlerts />
      <p className="ws-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {!queue && <StatsStrip version={version} />}
      <LeadFilters query={query} onChange={setQuery} />
      <ExportCsv query={query} queue={queue} />
      <ErrorAlert message={error} />
      {!loading && !items.length && !pinned.length && !error && <p>{text.inbox.empty}</p>}
      {pinned.length > 0 && (
        <>
          <h2 className="ws-pinned-title">{text.inbox.emergencies}</h2>
          <ul className="ws-leads ws-pinned" aria-label={text.inbox.emergencies}>
            {pinned.map((l) => (
              <LeadRow key={l.id} lead={l} now={now} />
            ))}
          </ul>
        </>
      )}
      <ul className="ws-leads" aria-label={queue ? text.inbox.queueTitle : text.inbox.title} aria-busy={loading}>
        {items.map((l) => (
          <LeadRow key={l.id} lead={l} now={now} />
        ))}
      </ul>
      {cursor && (
        <button type="button" className="ws-button ws-secondary" onClick={more} disabled={loading}>
          {text.inbox.more}
        </button>
      )}
    </section>
  )
}
