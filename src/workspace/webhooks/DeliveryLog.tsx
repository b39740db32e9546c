import { useCallback, useEffect, useRef, useState } from 'react'
import { formatDate } from '../formatDate'
import { useWorkspace } from '../WorkspaceContext'
import { wsRequest } from '../wsRequest'
import type { Delivery } from './types'

/** How often, and how many times, the log looks again while a watched delivery is still queued. */
const WATCH_MS = 1_000
const WATCH_TRIES = 30

/**
 * An endpoint's latest deliveries, with "Send again"; reloads when `version` changes (a test event
 * was queued). While `watch` names a delivery that is still queued, it looks again every second
 * (for half a minute at most) and hands the delivery to `onSettled` once delivered or failed.
 */
export function DeliveryLog({
  endpointId,
  version,
  watch = '',
  onSettled,
}: {
  endpointId: string
  version: number
  watch?: string
  onSettled?(d: Delivery): void
}) {
  const { text, apiBase } = useWorkspace()
  const t = text.webhooks
  const [items, setItems] = useState<Delivery[] | null>(null)
  const [note, setNote] = useState('')
  const load = useCallback(
    () =>
      wsRequest<{ items: Delivery[] }>(apiBase, `webhooks/${endpointId}/deliveries`).then(
        (c) => setItems(c.items),
        (e) => setNote((e as Error).message),
      ),
    [apiBase, endpointId],
  )
  useEffect(() => {
    void load()
    // A queued delivery is usually sent within a second: look again shortly, without a live stream.
    const again = [setTimeout(load, 1_000), setTimeout(load, 3_500)]
    return () => again.forEach(clearTimeout)
  }, [load, version])
  const tries = useRef(0)
  useEffect(() => {
    tries.current = 0
  }, [watch])
  useEffect(() => {
    if (!watch || !items) return
    const d = items.find((i) => i.id === watch)
    if (d && d.status !== 'queued') return onSettled?.(d)
    if (tries.current++ >= WATCH_TRIES) return
    const again = setTimeout(load, WATCH_MS)
    return () => clearTimeout(again)
  }, [items, watch, load, onSettled])
  const resend = async (d: Delivery) => {
    try {
      await wsRequest(apiBase, `webhooks/deliveries/${d.id}/resend`, { method: 'POST', body: {} })
      setNote(t.resent)
      setTimeout(load, 1_000)
    } catch (e) {
      setNote((e as Error).message)
    }
  }
  return (
    <div>
      <h3>{t.log}</h3>
      {items?.length === 0 && <p>{t.noDeliveries}</p>}
      {!!items?.length && (
        <div className="ws-scroll">
          <table className="ws-table">
            <thead>
              <tr>
                {t.cols.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((d) => (
                <tr key={d.id}>
                  <td>{formatDate(d.last_attempt_at ?? d.created_at)}</td>
                  <td>
                    <code>{d.event_type}</code>
                  </td>
                  <td title={d.last_error ?? undefined}>
                    {t.statuses[d.status]}
                    {d.last_error && d.status !== 'delivered' ? ` (${d.last_error})` : ''}
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.response_code ?? '–'}</td>
                  <td>{d.latency_ms == null ? '–' : `${d.latency_ms} ms`}</td>
                  <td>
                    <button
                      type="button"
                      className="ws-linkbutton"
                      onClick={() => resend(d)}
                      aria-label={t.resendLabel(d.event_type, formatDate(d.created_at))}
                    >
                      {t.resend}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="ws-sub">
        {note}
      </p>
    </div>
  )
}
