import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { describedBy, FieldShell } from '../fields/FieldShell'
import { isMailAddress } from '../schemas/email'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/** "Send to my webmaster": e-mails the chosen widget's snippet and instructions to a typed address. */
export function SendSnippet({ form }: { form: string }) {
  const { text, apiBase } = useWorkspace()
  const t = text.embed
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [sent, setSent] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSent('')
    const to = email.trim()
    if (!isMailAddress(to)) return setError(t.badEmail)
    setError('')
    setBusy(true)
    try {
      await wsRequest(apiBase, 'embed/send', { method: 'POST', body: { email: to, form } })
      setSent(t.sent(to))
    } catch (err) {
      setError((err as Error).message || text.errors.generic)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="ws-inline" onSubmit={submit} noValidate>
      <FieldShell id={id} label={t.email} error={error}>
        <input
          id={id}
          type="email"
          className="pl-input"
          autoComplete="email"
          value={email}
          onInput={(e) => setEmail(e.currentTarget.value)}
          {...describedBy(id, error)}
        />
      </FieldShell>
      <button type="submit" className="ws-button" disabled={busy}>
        {t.send}
      </button>
      <p className="ws-saved" role="status">
        {sent}
      </p>
    </form>
  )
}
