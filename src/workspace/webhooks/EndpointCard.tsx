import { useState } from 'react'
import { useWorkspace } from '../WorkspaceContext'
import { wsRequest } from '../wsRequest'
import { DeliveryLog } from './DeliveryLog'
import { EndpointForm } from './EndpointForm'
import type { Delivery, Endpoint } from './types'

/** One endpoint: its URL, state and events, its actions (edit, test, rotate, pause, delete) and its delivery log. */
export function EndpointCard({
  endpoint,
  all,
  onChanged,
  onSecret,
}: {
  endpoint: Endpoint
  all: string[]
  onChanged(): void
  onSecret(s: string): void
}) {
  const { text, apiBase } = useWorkspace()
  const t = text.webhooks
  const [editing, setEditing] = useState(false)
  const [version, setVersion] = useState(0)
  const [note, setNote] = useState('')
  const path = `webhooks/${endpoint.id}`
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run()
      setNote(done)
    } catch (e) {
      setNote((e as Error).message)
    }
  }
  // The note follows the test event to its outcome: queued, then delivered or failed as the log finds it.
  const [watched, setWatched] = useState('')
  const test = () =>
    act(async () => {
      const c = await wsRequest<{ delivery: { id: string } }>(apiBase, `${path}/test`, { method: 'POST', body: {} })
      setWatched(c.delivery.id)
      setVersion((v) => v + 1)
    }, t.testQueued)
  const settled = (d: Delivery) => {
    setWatched('')
    setNote(
      d.status === 'delivered'
        ? t.testDelivered(d.response_code, d.latency_ms)
        : t.testFailed(d.last_error ?? (d.response_code ? String(d.response_code) : '')),
    )
  }
  const rotate = () =>
    confirm(t.rotateConfirm) &&
    act(async () => onSecret((await wsRequest<{ secret: string }>(apiBase, `${path}/rotate`, { method: 'POST', body: {} })).secret), '')
  const toggle = () =>
    act(async () => {
      await wsRequest(apiBase, path, { method: 'PATCH', body: { enabled: endpoint.state === 'disabled' } })
      onChanged()
    }, '')
  const remove = () =>
    confirm(t.deleteConfirm) &&
    act(async () => {
      await wsRequest(apiBase, path, { method: 'DELETE' })
      onChanged()
    }, '')
  return (
    <li className="ws-card ws-hook">
      <h2 className="ws-hook-url">{endpoint.url}</h2>
      <p>
        <span className={`ws-state ws-state-${endpoint.state}`}>{t.states[endpoint.state]}</span> · {endpoint.events.join(', ')}
      </p>
      {editing ? (
        <EndpointForm
          id={`ws-edit-${endpoint.id}`}
          url={endpoint.url}
          events={endpoint.events}
          all={all}
          submit={t.save}
          onCancel={() => setEditing(false)}
          onSave={async (v) => {
            await wsRequest(apiBase, path, { method: 'PATCH', body: v })
            setEditing(false)
            onChanged()
          }}
        />
      ) : (
        <div className="ws-hook-buttons">
          <button type="button" className="ws-button" onClick={test}>
            {t.test}
          </button>
          <button type="button" className="ws-button ws-secondary" onClick={() => setEditing(true)}>
            {t.edit}
          </button>
          <button type="button" className="ws-button ws-secondary" onClick={rotate}>
            {t.rotate}
          </button>
          <button type="button" className="ws-button ws-secondary" onClick={toggle}>
            {endpoint.state === 'disabled' ? t.enable : t.disable}
          </button>
          <button type="button" className="ws-button ws-secondary" onClick={remove}>
            {t.remove}
          </button>
        </div>
      )}
      <p role="status" className="ws-sub">
        {note}
      </p>
      <DeliveryLog endpointId={endpoint.id} version={version} watch={watched} onSettled={settled} />
    </li>
  )
}
