import { useId, useState } from 'react'
import { FieldShell } from '../fields/FieldShell'
import type { LeadQuery } from './LeadFilters'
import { localDay } from './localDay'
import { useWorkspace } from './WorkspaceContext'
import { ErrorAlert } from './ErrorAlert'

/**
 * The inbox's "Export CSV": a date range (the last 30 days to start with) and a plain download
 * link carrying the inbox's current filters and the browser's time zone. A link, not a fetch:
 * the browser streams the file to disk as the server writes it, however many leads it holds.
 */
export function ExportCsv({ query, queue }: { query: LeadQuery; queue: boolean }) {
  const { text, apiBase } = useWorkspace()
  const t = text.exportCsv
  const id = useId()
  const [from, setFrom] = useState(() => localDay(new Date(Date.now() - 29 * 86_400_000)))
  const [to, setTo] = useState(() => localDay(new Date()))
  const p = new URLSearchParams({ from, to, tz: Intl.DateTimeFormat().resolvedOptions().timeZone })
  for (const [k, v] of Object.entries(query)) if (v) p.set(k, v)
  if (queue) p.set('queue', '1')
  const valid = !!from && !!to && from <= to
  return (
    <details className="ws-export">
      <summary>{t.title}</summary>
      <p className="pl-hint">{t.hint}</p>
      <div className="ws-inline">
        <FieldShell id={`${id}f`} label={t.from}>
          <input id={`${id}f`} type="date" className="pl-input" value={from} max={to} onInput={(e) => setFrom(e.currentTarget.value)} />
        </FieldShell>
        <FieldShell id={`${id}t`} label={t.to}>
          <input id={`${id}t`} type="date" className="pl-input" value={to} min={from} onInput={(e) => setTo(e.currentTarget.value)} />
        </FieldShell>
        {valid && (
          <a className="ws-button" href={`${apiBase}/workspace/leads.csv?${p}`} download>
            {t.download}
          </a>
        )}
      </div>
      <ErrorAlert message={!valid && t.badRange} />
    </details>
  )
}
