import { useEffect, useId, useRef, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { convertPhoto, PhotoError } from '../lib/convertPhoto'
import { FieldShell } from './FieldShell'

interface Props {
  name?: string
  label?: string
  hint?: string
  optional?: boolean
  /** Offer the device camera (kiosk tablets). */
  capture?: boolean
  /** Told when a photo is being prepared, so a submit button can say 'Loading image...'. */
  onBusy?: (busy: boolean) => void
}

const PREVIEW_EDGE = 240

/**
 * A photo chosen from the device (or taken with its camera), converted in the browser to
 * foto.jpg and previewed on a canvas, which needs no blob: or data: URL from the host's CSP.
 * The converted file lives in the form's values, so it survives a failed submission.
 */
export function PhotoField({ name = 'photo', label, hint, optional = true, capture, onBusy }: Props) {
  const id = useId()
  const { text } = useWidget()
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name, control })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const canvas = useRef<HTMLCanvasElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const photo = field.value as File | null | undefined

  useEffect(() => {
    const c = canvas.current
    if (!photo || !c) return
    let live = true
    createImageBitmap(photo).then((bitmap) => {
      if (!live) return bitmap.close()
      const scale = Math.min(1, PREVIEW_EDGE / Math.max(bitmap.width, bitmap.height))
      c.width = Math.round(bitmap.width * scale)
      c.height = Math.round(bitmap.height * scale)
      c.getContext('2d')?.drawImage(bitmap, 0, 0, c.width, c.height)
      bitmap.close()
    }, () => undefined)
    return () => { live = false }
  }, [photo])

  const choose = async (file: File | undefined) => {
    if (!file) return
    setProblem(undefined)
    setBusy(true)
    onBusy?.(true)
    try {
      field.onChange(await convertPhoto(file))
    } catch (e) {
      setProblem(e instanceof PhotoError && e.reason === 'type' ? text.messages.photoType : text.messages.photoRead)
    } finally {
      setBusy(false)
      onBusy?.(false)
      if (input.current) input.current.value = ''
    }
  }
  const error = problem ?? fieldState.error?.message
  return (
    <FieldShell id={id} label={label ?? text.labels.photo} error={error} hint={hint ?? text.photo.hint} optional={optional} className="pl-photo">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        className="pl-file"
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => choose((e.target as HTMLInputElement).files?.[0])}
        onBlur={field.onBlur}
      />
      {busy && <p className="pl-hint" role="status">{text.photo.processing}</p>}
      {photo && (
        <div className="pl-preview">
          <canvas ref={canvas} role="img" aria-label={text.photo.preview} className="pl-preview-canvas" />
          <button type="button" className="pl-button pl-link" onClick={() => field.onChange(null)}>
            {text.photo.remove}
          </button>
        </div>
      )}
    </FieldShell>
  )
}
