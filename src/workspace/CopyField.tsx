import { useId, useRef, useState } from 'react'
import { useWorkspace } from './WorkspaceContext'

/**
 * Read-only code with its label and a Copy button; the outcome is announced in a status region
 * beside the button. Falls back to selecting the text and the old copy command where the
 * Clipboard API is refused (no permission, or not a secure context).
 */
export function CopyField({ label, name, value }: { label: string; name: string; value: string }) {
  const { text } = useWorkspace()
  const t = text.embed
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const [said, setSaid] = useState('')
  const copy = async () => {
    setSaid('')
    try {
      await navigator.clipboard.writeText(value)
      setSaid(t.copied)
    } catch {
      area.current?.select()
      setSaid(document.execCommand('copy') ? t.copied : t.copyFailed)
    }
  }
  return (
    <div className="pl-field">
      <label className="pl-label" htmlFor={id}>{label}</label>
      <textarea id={id} ref={area} className="pl-input ws-code" readOnly rows={value.split('\n').length + 1} value={value} spellCheck={false} />
      <div className="ws-inline">
        <button type="button" className="ws-button ws-secondary" onClick={copy}>{t.copy(name)}</button>
        <p className="ws-saved" role="status">{said}</p>
      </div>
    </div>
  )
}
