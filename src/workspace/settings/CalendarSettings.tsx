import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { FieldShell } from '../../fields/FieldShell'
import { formatDate } from '../formatDate'
import { useWorkspace } from '../WorkspaceContext'
import { WsError, wsRequest } from '../wsRequest'

/** The clinic's own calendar as the server shows it: the secret address masked, never whole. */
interface CalendarStatus {
  address: string | null
  poll_minutes: number
  last_success_at: string | null
  last_error: string | null
  last_error_at: string | null
}

/**
 * Online booking's second half: the clinic's own calendar (Google Calendar's or Outlook's secret
 * iCal address), whose busy events block booking slots. A form of its own beside the settings
 * form, because the address is a secret the settings never carry back: the server answers it
 * masked, with when it was last read and the last problem in plain words.
 */
export function CalendarSettings({ clinicId }: { clinicId: string }) {
  const { text, apiBase } = useWorkspace()
  const t = text.settings.calendar
  const id = useId()
  const path = `settings/${encodeURIComponent(clinicId)}/calendar`
  const [stored, setStored] = useState<CalendarStatus | null>(null)
  const [url, setUrl] = useState('')
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  useEffect(() => {
    wsRequest<CalendarStatus>(apiBase, path).then(setStored, () => setStored(null))
  }, [apiBase, path])
  if (!stored) return null
  const call = async (method: 'PUT' | 'DELETE', done: string) => {
    setError('')
    setStatus('')
    try {
      setStored(await wsRequest<CalendarStatus>(apiBase, path, method === 'PUT' ? { method, body: { url } } : { method }))
      setUrl('')
      setStatus(done)
    } catch (err) {
      setError(err instanceof WsError ? err.message : text.errors.generic)
    }
  }
  const save = (e: FormEvent) => {
    e.preventDefault()
    void call('PUT', t.saved)
  }
  return (
    <form className="ws-set ws-calendar" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p className="pl-hint">{t.intro(stored.poll_minutes)}</p>
      <p>{stored.address ? t.current(stored.address) : t.none}</p>
      {stored.address && (
        <p>
          {stored.last_success_at ? t.lastRead(formatDate(stored.last_success_at)) : t.notRead}
          {stored.last_error && (
            <>
              <br />
              <strong>{t.lastError(formatDate(stored.last_error_at))}</strong> {stored.last_error}
            </>
          )}
        </p>
      )}
      <FieldShell id={id} label={stored.address ? t.replace : t.address} hint={t.addressHint} error={error}>
        <input
          id={id}
          className="pl-input"
          type="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          onInput={(e) => setUrl(e.currentTarget.value)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...(error ? { 'aria-invalid': true } : {})}
        />
      </FieldShell>
      <button type="submit" className="ws-button">
        {t.save}
      </button>{' '}
      {stored.address && (
        <button type="button" className="ws-button ws-secondary" onClick={() => void call('DELETE', t.removed)}>
          {t.remove}
        </button>
      )}
      <p role="status" className="ws-saved">
        {status}
      </p>
    </form>
  )
}
