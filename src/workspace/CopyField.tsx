import { useId, useRef } from 'react'
import { CopyButton } from './CopyButton'

/** Read-only code with its label and a Copy button (see CopyButton). */
export function CopyField({ label, name, value }: { label: string; name: string; value: string }) {
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  return (
    <div className="pl-field">
      <label className="pl-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={area}
        className="pl-input ws-code"
        readOnly
        rows={value.split('\n').length + 1}
        value={value}
        spellCheck={false}
      />
      <CopyButton name={name} value={value} select={() => area.current?.select()} />
    </div>
  )
}
