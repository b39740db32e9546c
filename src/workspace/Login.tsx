import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { TextField } from '../fields/TextField'
import { Link } from './Link'
import type { User } from './types'
import { useWorkspace } from './WorkspaceContext'
import { WsError, wsRequest } from './wsRequest'
import type { AltchaChallengeV2 } from '../captcha/Captcha'
import { altchaPayloadV2 } from '../captcha/altchaPayloadV2'
import { solveAltchaV2 } from '../captcha/solveAltchaV2'
import { ErrorAlert } from './ErrorAlert'

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
      const login = (headers?: Record<string, string>) =>
        wsRequest<{ user: User }>(apiBase, 'login', { method: 'POST', body: values, headers })
      let content: { user: User }
      try {
        content = await login()
      } catch (e) {
        // After many wrong passwords from anywhere, the account asks for a captcha instead of
        // locking its owner out: solve the server's proof of work and log in with it. The workspace
        // only ever asks its own server, which issues ALTCHA v2 alone, so the v1 solver the
        // widgets carry for other servers stays out of this bundle.
        if (!(e instanceof WsError && e.status === 403 && (e.content as { captcha?: unknown } | undefined)?.captcha)) throw e
        const c = ((await (await fetch(`${apiBase}/captcha/challenge`)).json()) as { content: AltchaChallengeV2 }).content
        content = await login({ 'x-captcha': altchaPayloadV2(c, await solveAltchaV2(c)) })
      }
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
          <ErrorAlert message={error} />
          <button type="submit" className="ws-button" disabled={busy}>
            {text.login.submit}
          </button>
        </form>
      </FormProvider>
      <p>
        <Link href="/workspace/forgot">{text.login.forgot}</Link>
      </p>
    </section>
  )
}
