import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { FieldShell } from '../fields/FieldShell'
import type { LeadDetail } from './types'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/** The next statuses offered from each one: new → contacted → booked, or closed with a reason from any (visited: MarkVisited). */
const NEXT: Record<string, string[]> = {
  new: ['contacted', 'closed'],
  contacted: ['booked', 'closed'],
  booked: ['closed'],
  visited: ['closed'],
  closed: ['new'],
}

/**
 * Status change, note, and (network role) reassigning to another clinic. Each sends one
 * `PATCH workspace/leads/:id` and hands the updated lead back.
 */
export function LeadActions({ lead, onChange }: { lead: LeadDetail; onChange: (l: LeadDetail) => void }) {
  const { text, apiBase, user } = useWorkspace()
  const t = text.lead
  const options = NEXT[lead.status] ?? []
  // Nothing is chosen for staff: a status is a claim about the owner (booked, closed), made on purpose.
  const [status, setStatus] = useState('')
  // A choice the lead's new status no longer offers (it just saved, or a colleague moved it on) is no
  // choice: the list shows "Choose a new status" again, never a blank the browser left.
  const chosen = options.includes(status) ? status : ''
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [clinic, setClinic] = useState('')
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  // What the last save said, and the status it was said at: once the lead's status moves on (Mark
  // visited, or a colleague's change arriving live), "Saved: Booked" would be stale, so it is not shown.
  const [saved, setSaved] = useState({ text: '', status: '' })
  const ids = { status: useId(), reason: useId(), note: useId(), clinic: useId() }
  const [clinics, setClinics] = useState<Array<{ id: string; name: string }>>([])
  const network = user?.role === 'network'
  useEffect(() => {
    if (network)
      wsRequest<{ items: Array<{ id: string; name: string }> }>(apiBase, 'clinics').then(
        (c) => setClinics(c.items),
        () => setClinics([]),
      )
  }, [apiBase, network])

  const patch = async (body: Record<string, string>, field: string, done: string) => {
    setError(null)
    setSaved({ text: '', status: '' })
    try {
      const updated = await wsRequest<LeadDetail>(apiBase, `leads/${encodeURIComponent(lead.id)}`, { method: 'PATCH', body })
      onChange(updated)
      setSaved({ text: done, status: updated.status })
      return true
    } catch (e) {
      setError({ field, message: (e as Error).message || text.errors.generic })
      return false
    }
  }
  const saveStatus = async (e: FormEvent) => {
    e.preventDefault()
    if (!chosen) return setError({ field: 'status', message: t.chooseStatus })
    if (chosen === 'closed' && !reason.trim()) return setError({ field: 'reason', message: t.reasonRequired })
    if (
      await patch(
        chosen === 'closed' ? { status: chosen, reason: reason.trim() } : { status: chosen },
        'status',
        `${t.saved}: ${text.statuses[chosen]}`,
      )
    ) {
      setStatus('')
      setReason('')
    }
  }
  const saveNote = async (e: FormEvent) => {
    e.preventDefault()
    if (!note.trim()) return setError({ field: 'note', message: t.noteRequired })
    if (await patch({ note: note.trim() }, 'note', t.saved)) setNote('')
  }
  const reassign = async (e: FormEvent) => {
    e.preventDefault()
    if (!clinic) return setError({ field: 'clinic', message: t.chooseClinic })
    await patch({ clinic_id: clinic }, 'clinic', t.reassigned(clinics.find((c) => c.id === clinic)?.name ?? clinic))
  }
  // Each control and its shell share one id, and the one error shown belongs to the field it names.
  const shell = (f: keyof typeof ids, label: string) => ({ id: ids[f], label, error: error?.field === f ? error.message : undefined })
  const control = (f: keyof typeof ids) => ({
    id: ids[f],
    className: 'pl-input',
    ...(error?.field === f ? { 'aria-invalid': true, 'aria-describedby': `${ids[f]}-error` } : {}),
  })

  return (
    <section className="ws-actions" aria-labelledby="ws-actions-title">
      <h2 id="ws-actions-title">{t.setStatus}</h2>
      {options.length > 0 && (
        <form onSubmit={saveStatus} noValidate className="ws-inline">
          <FieldShell {...shell('status', t.status)}>
            <select {...control('status')} value={chosen} onChange={(e) => setStatus(e.currentTarget.value)}>
              <option value="">{t.chooseStatus}</option>
              {options.map((s) => (
                <option key={s} value={s}>
                  {text.statuses[s]}
                </option>
              ))}
            </select>
          </FieldShell>
          {chosen === 'closed' && (
            <FieldShell {...shell('reason', t.reason)}>
              <input {...control('reason')} value={reason} onInput={(e) => setReason(e.currentTarget.value)} maxLength={500} />
            </FieldShell>
          )}
          <button type="submit" className="ws-button">
            {t.save}
          </button>
        </form>
      )}
      <form onSubmit={saveNote} noValidate>
        <FieldShell {...shell('note', t.note)}>
          <textarea {...control('note')} rows={3} value={note} onInput={(e) => setNote(e.currentTarget.value)} maxLength={2000} />
        </FieldShell>
        <button type="submit" className="ws-button ws-secondary">
          {t.addNote}
        </button>
      </form>
      {network && (
        <form onSubmit={reassign} noValidate className="ws-inline">
          <FieldShell {...shell('clinic', t.reassign)}>
            <select {...control('clinic')} value={clinic} onChange={(e) => setClinic(e.currentTarget.value)}>
              <option value="">{t.chooseClinic}</option>
              {clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FieldShell>
          <button type="submit" className="ws-button">
            {t.reassignButton}
          </button>
        </form>
      )}
      <p role="status" className="ws-saved">
        {saved.status === lead.status ? saved.text : ''}
      </p>
    </section>
  )
}
