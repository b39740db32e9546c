import type { FocusEventHandler } from 'react'

interface Props {
  id: string
  /** What the button says. */
  text: string
  /** The input's accessible name when the field label alone does not tell two buttons apart. */
  name?: string
  /** Open the device's rear camera instead of the file chooser (where the device has one). */
  capture?: boolean
  describedBy: string
  invalid?: boolean
  onFile: (file: File | undefined) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
}

/**
 * The widget's own button over the browser's file input. The real `<input type=file>` stays
 * on top of it, transparent and the same size: pointer, touch, keyboard (Enter or Space), screen
 * readers and camera access all reach the native control, which needs no script to open and keeps
 * its label. The visible text is hidden from assistive technology, which hears the input instead.
 */
export function PhotoButton({ id, text, name, capture, describedBy, invalid, onFile, onBlur }: Props) {
  return (
    <span className="pl-pick">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        aria-label={name}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const input = e.currentTarget
          const file = input.files?.[0]
          // Cleared at once so choosing the same file again still fires a change.
          input.value = ''
          onFile(file)
        }}
        onBlur={onBlur}
      />
      <span className="pl-button" aria-hidden="true">
        {text}
      </span>
    </span>
  )
}
