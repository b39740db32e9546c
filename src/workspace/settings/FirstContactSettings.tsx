import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { FieldShell } from '../../fields/FieldShell'
import { useWorkspace } from '../WorkspaceContext'
import { WsError, wsRequest } from '../wsRequest'
import { ErrorAlert } from '../ErrorAlert'

interface FirstContact {
  targetMinutes?: number
  rerouteAfterMinutes?: number
  reroute?: boolean
  defaults: { targetMinutes: number; rerouteAfterMinutes: number }
}

/**
 * The clinic's first-contact target and re-route time (open minutes; empty: the network's
 * defaults) and whether unclaimed leads may go to other partners, saved with `PUT workspace/first-contact`.
 * A form of its own beside the settings form, so neither save carries the other's fields.
 */
export function FirstContactSettings() {
  const { text, apiBase } = useWorkspace()
  const t = text.firstContact
  const ids = { target: useId(), reroute: useId(), on: useId() }
  const [stored, setStored] = useState<FirstContact | null>(null)
  const [target, setTarget] = useState('')
  const [after, setAfter] = useState('')
  const [on, setOn] = useState(true)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const show = (s: FirstContact) => {
    setStored(s)
    setTarget(s.targetMinutes == null ? '' : String(s.targetMinutes))
    setAfter(s.rerouteAfterMinutes == null ? '' : String(s.rerouteAfterMinutes))
    setOn(s.reroute !== false)
  }
  useEffect(() => {
    wsRequest<FirstContact>(apiBase, 'first-contact').then(show, () => setStored(null))
  }, [apiBase])
  if (!stored) return null
  const save = async (e: FormEvent) => {
    e.preventDefault()
    setErrors({})
    setStatus('')
    const num = (v: string) => (v.trim() === '' ? undefined : Number(v))
    try {
      show(
        await wsRequest<FirstContact>(apiBase, 'first-contact', {
          method: 'PUT',
          body: { targetMinutes: num(target), rerouteAfterMinutes: num(after), reroute: on },
        }),
      )
      setStatus(t.saved)
    } catch (err) {
      setErrors(
        err instanceof WsError && err.content && typeof err.content === 'object'
          ? (err.content as Record<string, string>)
          : { _: text.errors.generic },
      )
    }
  }
  // Both are open minutes, blank for the network's default (the placeholder); one key names the
  // setting, its default and the error the server answers for it.
  const minutes = [
    { key: 'targetMinutes', id: ids.target, label: t.target, hint: t.targetHint, value: target, set: setTarget },
    { key: 'rerouteAfterMinutes', id: ids.reroute, label: t.reroute, hint: t.rerouteHint, value: after, set: setAfter },
  ] as const
  return (
    <form className="ws-set ws-first-contact" onSubmit={save} noValidate aria-labelledby={`${ids.on}-title`}>
      <h2 id={`${ids.on}-title`}>{t.title}</h2>
      <p className="pl-hint">{t.intro}</p>
      <ErrorAlert message={errors._} />
      {minutes.map((m) => (
        <FieldShell key={m.key} id={m.id} label={m.label} hint={m.hint(stored.defaults[m.key])} error={errors[m.key]}>
          <input
            id={m.id}
            className="pl-input"
            type="number"
            inputMode="decimal"
            min="0.05"
            step="any"
            value={m.value}
            placeholder={String(stored.defaults[m.key])}
            onInput={(e) => m.set(e.currentTarget.value)}
            {...(errors[m.key] ? { 'aria-invalid': true, 'aria-describedby': `${m.id}-error` } : {})}
          />
        </FieldShell>
      ))}
      <p>
        <label>
          <input id={ids.on} type="checkbox" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} /> {t.rerouteOn}
        </label>
      </p>
      <button type="submit" className="ws-button">
        {t.save}
      </button>
      <p role="status" className="ws-saved">
        {status}
      </p>
    </form>
  )
}
