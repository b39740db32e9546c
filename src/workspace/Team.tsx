import { useCallback, useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { TextField } from '../fields/TextField'
import { FieldShell } from '../fields/FieldShell'
import type { Member } from './types'
import { isMailAddress } from '../schemas/email'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'

/**
 * Owner only: the clinic's members, and an invitation (e-mail and role). The single-use link is
 * e-mailed to the invitee by the server and never shown here: whoever holds it sets the password.
 */
export function Team() {
  const { text, apiBase } = useWorkspace()
  const t = text.team
  const [members, setMembers] = useState<Member[]>([])
  const [sentTo, setSentTo] = useState('')
  const [error, setError] = useState('')
  const methods = useForm({ defaultValues: { email: '', role: 'staff' } })
  const load = useCallback(
    () =>
      wsRequest<Member[] | { members: Member[] }>(apiBase, 'team').then(
        (c) => setMembers(Array.isArray(c) ? c : (c.members ?? [])),
        (e) => setError((e as Error).message),
      ),
    [apiBase],
  )
  useEffect(() => {
    void load()
  }, [load])
  const onSubmit = methods.handleSubmit(async (values) => {
    setError('')
    setSentTo('')
    if (!isMailAddress(values.email.trim())) return methods.setError('email', { message: 'Please enter a valid email address' })
    try {
      const c = await wsRequest<{ sent_to: string }>(apiBase, 'team/invitations', { method: 'POST', body: values })
      setSentTo(c.sent_to)
      methods.reset()
      void load()
    } catch (e) {
      setError((e as Error).message || text.errors.generic)
    }
  })
  return (
    <section>
      <h1 tabIndex={-1}>{t.title}</h1>
      <h2>{t.members}</h2>
      <table className="ws-table">
        <thead>
          <tr>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.role}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.email}>
              <td>{m.email}</td>
              <td>{m.name ?? '–'}</td>
              <td>{text.roles[m.role] ?? m.role}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t.invite}</h2>
      <FormProvider {...methods}>
        <form onSubmit={onSubmit} noValidate className="ws-inline">
          <TextField name="email" label={t.email} type="email" autoComplete="off" />
          <FieldShell id="ws-invite-role" label={t.role}>
            <select id="ws-invite-role" className="pl-input" {...methods.register('role')}>
              <option value="staff">{text.roles.staff}</option>
              <option value="owner">{text.roles.owner}</option>
            </select>
          </FieldShell>
          <button type="submit" className="ws-button">
            {t.send}
          </button>
        </form>
      </FormProvider>
      <ErrorAlert message={error} />
      <div role="status">{sentTo && <p>{t.sent(sentTo)}</p>}</div>
    </section>
  )
}
