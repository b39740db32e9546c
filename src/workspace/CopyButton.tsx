import { useState } from 'react'
import { useWorkspace } from './WorkspaceContext'

/**
 * A Copy button for `value` with its outcome announced in a status region beside it. Where the
 * Clipboard API is refused (no permission, or not a secure context) it asks `select` to select
 * the text and tries the old copy command; if that fails too, it says to copy by hand.
 */
export function CopyButton({ name, value, select }: { name: string; value: string; select?(): void }) {
  const t = useWorkspace().text.embed
  const [said, setSaid] = useState('')
  const copy = async () => {
    setSaid('')
    try {
      await navigator.clipboard.writeText(value)
      setSaid(t.copied)
    } catch {
      select?.()
      setSaid(select && document.execCommand('copy') ? t.copied : t.copyFailed)
    }
  }
  return (
    <div className="ws-inline">
      <button type="button" className="ws-button ws-secondary" onClick={copy}>
        {t.copy(name)}
      </button>
      <p className="ws-saved" role="status">
        {said}
      </p>
    </div>
  )
}
