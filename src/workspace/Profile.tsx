import { useEffect, useState } from 'react'
import { describedBy, FieldShell } from '../fields/FieldShell'
import { mobileNumber } from '../schemas/mobileNumber'
import { EnableAlerts } from './alerts/EnableAlerts'
import { useWorkspace } from './WorkspaceContext'
import { WsError, wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'

interface AlertSettings {
  push: boolean
  email: boolean
  sms: boolean
  mobile: string | null
}
type Channel = 'push' | 'email' | 'sms'

/**
 * Every member's own page: how they are alerted of new leads (browser notification, e-mail,
 * text to their mobile), with this browser's "Enable alerts". The mobile number is checked here by
 * the same rule the server applies (schemas/mobileNumber), and the server's answer is shown too.
 */
export function Profile() {
  const { text, apiBase, user } = useWorkspace()
  const t = text.profile
  const [s, setS] = useState<AlertSettings | null>(null)
  const [mobile, setMobile] = useState('')
  const [error, setError] = useState('')
  const [mobileError, setMobileError] = useState('')
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    wsRequest<AlertSettings>(apiBase, 'alerts').then(
      (got) => {
        setS(got)
        setMobile(got.mobile ?? '')
      },
      () => setError(text.errors.generic),
    )
  }, [apiBase, text])
  const toggle = (c: Channel) => (e: { currentTarget: HTMLInputElement }) => {
    setSaved(false)
    setS((old) => old && { ...old, [c]: e.currentTarget.checked })
  }
  const save = async (e: { preventDefault(): void }) => {
    e.preventDefault()
    if (!s) return
    setSaved(false)
    setError('')
    const typed = mobile.trim()
    const number = typed ? mobileNumber(typed) : null
    const problem = typed && !number ? t.badMobile : s.sms && !number ? t.needMobile : ''
    setMobileError(problem)
    if (problem) {
      document.getElementById('ws-mobile')?.focus()
      return
    }
    try {
      const got = await wsRequest<AlertSettings>(apiBase, 'alerts', { method: 'PUT', body: { ...s, mobile: number ?? '' } })
      setS(got)
      setMobile(got.mobile ?? '')
      setSaved(true)
    } catch (err) {
      const field = err instanceof WsError ? (err.content as Record<string, string> | undefined)?.mobile : undefined
      if (field) setMobileError(field)
      else setError((err as Error).message || text.errors.generic)
    }
  }
  const box = (c: Channel, label: string) => (
    <label className="ws-check">
      <input type="checkbox" name={c} checked={s?.[c] ?? false} onChange={toggle(c)} /> {label}
    </label>
  )
  return (
    <section className="ws-profile">
      <h1 tabIndex={-1}>{t.title}</h1>
      <p>{t.intro}</p>
      <h2>{t.browser}</h2>
      <EnableAlerts />
      {s && (
        <form onSubmit={save} noValidate>
          <fieldset>
            <legend>{t.channels}</legend>
            {box('push', t.push)}
            {box('email', t.email(user?.email ?? ''))}
            {box('sms', t.sms)}
          </fieldset>
          <FieldShell id="ws-mobile" label={t.mobile} hint={t.mobileHint} error={mobileError}>
            <input
              id="ws-mobile"
              className="pl-input"
              type="tel"
              autoComplete="tel"
              value={mobile}
              onInput={(e) => {
                setMobile((e.currentTarget as HTMLInputElement).value)
                setSaved(false)
              }}
              {...describedBy('ws-mobile', mobileError, t.mobileHint)}
            />
          </FieldShell>
          <button type="submit" className="ws-button">
            {t.save}
          </button>
        </form>
      )}
      <ErrorAlert message={error} />
      <div role="status">{saved && <p>{t.saved}</p>}</div>
    </section>
  )
}
