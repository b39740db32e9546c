import { useWorkspace } from '../WorkspaceContext'

/**
 * The two answers under a calendar question ("Cancel this visit?"): `yes` does it, and Keep leaves
 * everything as it was. Both answers stand side by side, the one that acts first.
 */
export function ConfirmAnswers({ yes, onYes, onKeep, disabled }: { yes: string; onYes(): void; onKeep(): void; disabled?: boolean }) {
  const t = useWorkspace().text.calendar
  return (
    <div className="ws-inline">
      <button type="button" className="ws-button" onClick={onYes} disabled={disabled}>
        {yes}
      </button>
      <button type="button" className="ws-button ws-secondary" onClick={onKeep}>
        {t.keep}
      </button>
    </div>
  )
}
