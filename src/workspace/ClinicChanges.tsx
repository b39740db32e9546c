import { useCallback, useEffect, useState } from 'react'
import { changeLines } from './settings/changeLines'
import type { ClinicChanges as Changes } from './settings/ClinicSettings'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'
import { formatDate } from './formatDate'

interface ChangeRequest {
  id: string
  clinicId: string
  clinicName: string
  changes: Changes
  requestedBy: string | null
  requestedAt: string
}

/**
 * Network team only: the clinics' changes of place, radius and emergency flag waiting for
 * approval, each with an Approve and a Reject button named after its clinic; the outcome is
 * announced in a status region and the list read again.
 */
export function ClinicChanges() {
  const { text, apiBase } = useWorkspace()
  const t = text.clinicChanges
  const [requests, setRequests] = useState<ChangeRequest[] | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const load = useCallback(
    () =>
      wsRequest<{ requests: ChangeRequest[] }>(apiBase, 'clinic-changes').then(
        (c) => setRequests(c.requests),
        (e) => setError((e as Error).message),
      ),
    [apiBase],
  )
  useEffect(() => {
    void load()
  }, [load])
  const decide = async (r: ChangeRequest, approve: boolean) => {
    setError('')
    setStatus('')
    try {
      await wsRequest(apiBase, `clinic-changes/${encodeURIComponent(r.id)}/${approve ? 'approve' : 'reject'}`, { method: 'POST', body: {} })
      setStatus(approve ? t.approved(r.clinicName) : t.rejected(r.clinicName))
    } catch (e) {
      setError((e as Error).message || text.errors.generic)
    }
    await load()
  }
  return (
    <section className="ws-clinic-changes">
      <h1 tabIndex={-1}>{t.title}</h1>
      <p>{t.intro}</p>
      <ErrorAlert message={error} />
      <p role="status">{requests ? status || (requests.length ? '' : t.none) : t.loading}</p>
      <ul className="ws-list">
        {requests?.map((r) => (
          <li key={r.id}>
            <h2>{r.clinicName}</h2>
            <ul>
              {changeLines(r.changes, text).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{t.requested(r.requestedBy ?? '?', formatDate(r.requestedAt))}</p>
            <button type="button" className="ws-button" aria-label={t.approveLabel(r.clinicName)} onClick={() => void decide(r, true)}>
              {t.approve}
            </button>{' '}
            <button type="button" className="ws-button" aria-label={t.rejectLabel(r.clinicName)} onClick={() => void decide(r, false)}>
              {t.reject}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
