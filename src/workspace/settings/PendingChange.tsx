import { useWorkspace } from '../WorkspaceContext'
import type { ClinicSettings } from './ClinicSettings'
import { changeLines } from './changeLines'

/**
 * Tells the owner which of their changes wait for the network's approval (the live values still
 * route leads); nothing while none waits. A status region, so a save that makes one is announced.
 */
export function PendingChange({ pending }: { pending: ClinicSettings['pendingChange'] }) {
  const { text } = useWorkspace()
  const t = text.settings
  return (
    <div role="status" className={pending ? 'ws-pending' : undefined}>
      {pending && (
        <>
          <p>
            <strong>{t.pending}</strong>
          </p>
          <p>{t.pendingHint}</p>
          <ul>
            {changeLines(pending.changes, text).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
