import { useState } from 'react'
import { useWorkspace } from '../WorkspaceContext'
import { alertState, enableAlerts, type AlertState } from './enableAlerts'

/**
 * The "Enable alerts" button, and afterwards what the browser answered, announced politely. The
 * permission prompt comes only from this click, never on load.
 */
export function EnableAlerts() {
  const { text, apiBase } = useWorkspace()
  const t = text.alerts
  const [state, setState] = useState<AlertState | 'asking'>(alertState)
  const click = async () => {
    setState('asking')
    setState(await enableAlerts(apiBase))
  }
  const said =
    state === 'push'
      ? t.on
      : state === 'granted'
        ? t.onNoPush
        : state === 'denied'
          ? t.blocked
          : state === 'unsupported'
            ? t.unsupported
            : state === 'asking'
              ? t.asking
              : ''
  return (
    <div className="ws-alerts">
      {(state === 'default' || state === 'granted' || state === 'asking') && (
        <button type="button" className="ws-button" onClick={click} disabled={state === 'asking'}>
          {t.enable}
        </button>
      )}
      <p role="status" className="ws-alerts-state">
        {said}
      </p>
    </div>
  )
}
