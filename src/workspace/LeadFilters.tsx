import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { FieldShell } from '../fields/FieldShell'
import { OptionList } from '../fields/OptionList'
import { useWorkspace } from './WorkspaceContext'

/** The inbox's query: filters by status, kind and urgency, and free-text search. */
export interface LeadQuery {
  status: string
  kind: string
  urgency: string
  q: string
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: Record<string, string>
  onChange: (v: string) => void
}) {
  const id = useId()
  const { text } = useWorkspace()
  return (
    <FieldShell id={id} label={label}>
      <select id={id} className="pl-input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <OptionList blank={text.inbox.any} options={options} />
      </select>
    </FieldShell>
  )
}

/** Filters apply as they change; the search applies on Enter or its button, not on every key. */
export function LeadFilters({ query, onChange }: { query: LeadQuery; onChange: (q: LeadQuery) => void }) {
  const { text } = useWorkspace()
  const [q, setQ] = useState(query.q)
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onChange({ ...query, q: q.trim() })
  }
  return (
    <form className="ws-filters" role="search" aria-label={text.inbox.filters} onSubmit={submit}>
      <Select
        label={text.inbox.status}
        value={query.status}
        options={text.statuses}
        onChange={(status) => onChange({ ...query, status })}
      />
      <Select label={text.inbox.kind} value={query.kind} options={text.kinds} onChange={(kind) => onChange({ ...query, kind })} />
      <Select
        label={text.inbox.urgency}
        value={query.urgency}
        options={text.urgencies}
        onChange={(urgency) => onChange({ ...query, urgency })}
      />
      <div className="ws-search">
        <FieldShell id={id} label={text.inbox.search}>
          <input id={id} type="search" className="pl-input" value={q} onInput={(e) => setQ(e.currentTarget.value)} />
        </FieldShell>
        <button type="submit" className="ws-button ws-secondary">
          {text.inbox.searchButton}
        </button>
      </div>
    </form>
  )
}
