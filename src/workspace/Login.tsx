import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { TextField } from '../fields/TextField'
import { Link } from './Link'
import type { User } from './types'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/** E-mail and password; on success the user is set and the inbox (or the page asked for) shows. */
export function Login() {
  const { text, apiBase, setUser, navigate } = useWorkspace()
  const methods = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const onSubmit = methods.handleSubmit(async (values) => {
    setBusy(true)
    setError('')
    try {
      const content = await wsRequest<{ user: User }>(apiBase, 'login', { method: 'POST', body: values })
      setUser(content.user ?? (await wsRequest<User>(apiBase, 'me')))
      if (location.pathname === '/workspace/login') navigate('/workspace')
    } catch (e) {
      setError((e as { status?: number }).status === 401 ? text.login.wrong : (e as Error).message || text.errors.generic)
    } finally {
      setBusy(false)
    }
  })
  return (
    <section className="ws-card ws-narrow">
      <h1 tabIndex={-1}>{text.login.title}</h1>
      <FormProvider {...methods}>
        <form onSubmit={onSubmit} noValidate>
          <TextField name="email" label={text.login.email} type="email" autoComplete="username" />
          <TextField name="password" label={text.login.password} type="password" autoComplete="current-password" />
          {error && <p className="ws-error" role="alert">{error}</p>}
          <button type="submit" className="ws-button" disabled={busy}>{text.login.submit}</button>
        </form>
      </FormProvider>
      <p><Link href="/workspace/forgot">{text.login.forgot}</Link></p>
    </section>
  )
}
