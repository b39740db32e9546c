import { useState } from 'react'
import { useWorkspace } from '../WorkspaceContext'
import { ErrorAlert } from '../ErrorAlert'

/** The URL and event checkboxes of an endpoint, for adding one or editing it; `onSave` throws to show its error. */
export function EndpointForm({
  id,
  url = '',
  events,
  all,
  submit,
  onSave,
  onCancel,
}: {
  id: string
  url?: string
  events: string[]
  all: string[]
  submit: string
  onSave(v: { url: string; events: string[] }): Promise<void>
  onCancel?(): void
}) {
  const t = useWorkspace().text.webhooks
  const [value, setValue] = useState(url)
  const [chosen, setChosen] = useState(events)
  const [error, setError] = useState('')
  const save = async (e: { preventDefault(): void }) => {
    e.preventDefault()
    setError('')
    try {
      await onSave({ url: value.trim(), events: chosen })
    } catch (err) {
      setError((err as Error).message)
    }
  }
  return (
    <form onSubmit={save} noValidate className="ws-card ws-hook-form">
      <div className="pl-field">
        <label className="pl-label" htmlFor={`${id}-url`}>
          {t.url}
        </label>
        <input
          id={`${id}-url`}
          className="pl-input"
          type="url"
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
          aria-describedby={`${id}-hint`}
        />
        <p className="pl-hint" id={`${id}-hint`}>
          {t.urlHint}
        </p>
      </div>
      <fieldset>
        <legend>{t.events}</legend>
        {all.map((ev) => (
          <label key={ev} className="ws-event">
            <input
              type="checkbox"
              checked={chosen.includes(ev)}
              onChange={(e) => setChosen(e.currentTarget.checked ? [...chosen, ev] : chosen.filter((c) => c !== ev))}
            />
            <span>
              <code>{ev}</code> {t.eventHelp[ev]}
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorAlert message={error} />
      <button type="submit" className="ws-button">
        {submit}
      </button>
      {onCancel && (
        <button type="button" className="ws-button ws-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      )}
    </form>
  )
}
