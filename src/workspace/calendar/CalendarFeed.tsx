import { useEffect, useState } from 'react'
import { CopyField } from '../CopyField'
import { useWorkspace } from '../WorkspaceContext'
import { wsRequest } from '../wsRequest'
import { ErrorAlert } from '../ErrorAlert'
import { ConfirmAnswers } from './ConfirmAnswers'

/**
 * The clinic's private ICS address, to subscribe in Google Calendar or Outlook, with Copy and a
 * Rotate that is asked again first: a new address ends the old one at once.
 */
export function CalendarFeed() {
  const { text, apiBase } = useWorkspace()
  const t = text.calendar
  const [url, setUrl] = useState('')
  const [asking, setAsking] = useState(false)
  const [said, setSaid] = useState('')
  const [error, setError] = useState('')
  const fail = (e: Error) => setError(e.message || text.errors.generic)
  useEffect(() => {
    wsRequest<{ url: string }>(apiBase, 'calendar-feed').then((c) => setUrl(c.url), fail)
  }, [apiBase]) // eslint-disable-line react-hooks/exhaustive-deps
  const rotate = async () => {
    setError('')
    try {
      setUrl((await wsRequest<{ url: string }>(apiBase, 'calendar-feed/rotate', { method: 'POST', body: {} })).url)
      setAsking(false)
      setSaid(t.rotated)
    } catch (e) {
      fail(e as Error)
    }
  }
  return (
    <section className="ws-set" aria-labelledby="ws-feed">
      <h2 id="ws-feed">{t.feed}</h2>
      <p>{t.feedHint}</p>
      {url && <CopyField label={t.feedLabel} name={t.feedName} value={url} />}
      {asking ? (
        <div role="group" aria-labelledby="ws-rotate-q" className="ws-confirm">
          <p id="ws-rotate-q">{t.rotateConfirm}</p>
          <ConfirmAnswers yes={t.rotateYes} onYes={rotate} onKeep={() => setAsking(false)} />
        </div>
      ) : (
        <button
          type="button"
          className="ws-button ws-secondary"
          onClick={() => {
            setSaid('')
            setAsking(true)
          }}
        >
          {t.rotate}
        </button>
      )}
      <p className="ws-saved" role="status">
        {said}
      </p>
      <ErrorAlert message={error} />
    </section>
  )
}
