import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { TextField } from '../fields/TextField'
import type { User } from './types'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'
import { PASSWORD_RULE, passwordProblem } from '../schemas/passwordPolicy'

/** `/workspace/accept#token=…`: the invited member sets a password and is signed in. */
export function AcceptInvitation() {
  const { text, apiBase, setUser, navigate } = useWorkspace()
  // The token rides in the fragment so it never reaches a server log or a Referer header.
  const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? ''
  const methods = useForm({ defaultValues: { password: '', confirm: '' } })
  const [error, setError] = useState('')
  const onSubmit = methods.handleSubmit(async ({ password, confirm }) => {
    setError('')
    const weak = passwordProblem(password)
    if (weak) return methods.setError('password', { message: weak })
    if (password !== confirm) return methods.setError('confirm', { message: 'Passwords must match' })
    try {
      const c = await wsRequest<{ user?: User }>(apiBase, 'invitations/accept', { method: 'POST', body: { token, password } })
      setUser(c?.user ?? (await wsRequest<User>(apiBase, 'me')))
      history.replaceState(null, '', '/workspace/accept')
      navigate('/workspace')
    } catch (e) {
      setError((e as Error).message || text.errors.generic)
    }
  })
  return (
    <section className="ws-card ws-narrow">
      <h1 tabIndex={-1}>{text.accept.title}</h1>
      {!token ? (
        <ErrorAlert message={text.accept.noToken} />
      ) : (
        <FormProvider {...methods}>
          <form onSubmit={onSubmit} noValidate>
            <TextField name="password" label={text.accept.password} type="password" autoComplete="new-password" hint={PASSWORD_RULE} />
            <TextField name="confirm" label={text.accept.confirm} type="password" autoComplete="new-password" />
            <ErrorAlert message={error} />
            <button type="submit" className="ws-button">
              {text.accept.submit}
            </button>
          </form>
        </FormProvider>
      )}
    </section>
  )
}
