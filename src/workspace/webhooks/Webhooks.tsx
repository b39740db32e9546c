import { useCallback, useEffect, useState } from 'react'
import { CopyButton } from '../CopyButton'
import { useWorkspace } from '../WorkspaceContext'
import { wsRequest } from '../wsRequest'
import { EndpointCard } from './EndpointCard'
import { EndpointForm } from './EndpointForm'
import type { Endpoint } from './types'
import { ErrorAlert } from '../ErrorAlert'

/** Selects an element's text, so the old copy command (or the owner's own Ctrl+C) takes it. */
function selectText(el: HTMLElement | null) {
  const range = document.createRange()
  if (!el) return
  range.selectNodeContents(el)
  const sel = getSelection()
  sel?.removeAllRanges()
  sel?.addRange(range)
}

/**
 * Owner only: the clinic's webhook endpoints. A new (or rotated) secret is shown once, here, and
 * never again: the server lists endpoints without it.
 */
export function Webhooks() {
  const { text, apiBase } = useWorkspace()
  const t = text.webhooks
  const [list, setList] = useState<{ items: Endpoint[]; events: string[] } | null>(null)
  const [secret, setSecret] = useState('')
  const [error, setError] = useState('')
  const load = useCallback(
    () => wsRequest<{ items: Endpoint[]; events: string[] }>(apiBase, 'webhooks').then(setList, (e) => setError((e as Error).message)),
    [apiBase],
  )
  useEffect(() => {
    void load()
  }, [load])
  const add = async (v: { url: string; events: string[] }) => {
    const c = await wsRequest<{ secret: string }>(apiBase, 'webhooks', { method: 'POST', body: v })
    setSecret(c.secret)
    void load()
  }
  return (
    <section>
      <h1 tabIndex={-1}>{t.title}</h1>
      <p className="ws-sub">{t.intro}</p>
      <ErrorAlert message={error} />
      <div role="status">
        {secret && (
          <div className="ws-card ws-secret">
            <p id="ws-secret-note">{t.secretOnce}</p>
            <code id="ws-secret-value" aria-describedby="ws-secret-note">
              {secret}
            </code>
            <CopyButton name={t.secretName} value={secret} select={() => selectText(document.getElementById('ws-secret-value'))} />
          </div>
        )}
      </div>
      {list && (
        <>
          {list.items.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="ws-hooks">
              {list.items.map((e) => (
                <EndpointCard key={e.id} endpoint={e} all={list.events} onChanged={load} onSecret={setSecret} />
              ))}
            </ul>
          )}
          <h2>{t.add}</h2>
          <EndpointForm key={list.items.length} id="ws-new-hook" events={list.events} all={list.events} submit={t.addButton} onSave={add} />
        </>
      )}
    </section>
  )
}
