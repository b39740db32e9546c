import { useEffect, useId, useRef, useState } from 'react'
import type { DragEvent } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { convertPhoto, PhotoError } from '../lib/convertPhoto'
import { localize } from '../text/localize'
import { FieldShell } from './FieldShell'
import { PhotoButton } from './PhotoButton'

interface Props {
  name?: string
  label?: string
  hint?: string
  optional?: boolean
  /**
   * Offer two buttons, 'Upload photo' (the file chooser, existing photos) and 'Take photo' (the
   * rear camera), for kiosk tablets, where a single `capture` input would open the camera only.
   */
  camera?: boolean
  /** Told when a photo is being prepared, so a submit button can say 'Loading image...'. */
  onBusy?: (busy: boolean) => void
}

const PREVIEW_EDGE = 240

/** The name the owner's file had before it became foto.jpg, shown beside the button. */
const chosenNames = new WeakMap<Blob, string>()

/** A drag that carries files (not text or a link from the page). */
const carriesFiles = (e: DragEvent<HTMLElement>) => !!e.dataTransfer?.types.includes('Files')

/**
 * A photo chosen from the device (or taken with its camera, or dropped on the field on a desktop),
 * converted in the browser to foto.jpg and previewed on a canvas, which needs no blob: or data:
 * URL from the host's CSP. The converted file lives in the form's values, so it survives a failed
 * submission.
 */
export function PhotoField({ name = 'photo', label, hint, optional = true, camera, onBusy }: Props) {
  const id = useId()
  const { text } = useWidget()
  const t = text.photo
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name, control })
  const [busy, setBusy] = useState(false)
  const [over, setOver] = useState(false)
  const [problem, setProblem] = useState<string>()
  const canvas = useRef<HTMLCanvasElement>(null)
  const photo = field.value as File | null | undefined

  useEffect(() => {
    const c = canvas.current
    if (!photo || !c) return
    let live = true
    createImageBitmap(photo).then(
      (bitmap) => {
        if (!live) return bitmap.close()
        const scale = Math.min(1, PREVIEW_EDGE / Math.max(bitmap.width, bitmap.height))
        c.width = Math.round(bitmap.width * scale)
        c.height = Math.round(bitmap.height * scale)
        c.getContext('2d')?.drawImage(bitmap, 0, 0, c.width, c.height)
        bitmap.close()
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [photo])

  const choose = async (file: File | undefined) => {
    if (!file) return
    setProblem(undefined)
    setBusy(true)
    onBusy?.(true)
    try {
      const converted = await convertPhoto(file)
      chosenNames.set(converted, file.name)
      field.onChange(converted)
    } catch (e) {
      setProblem(e instanceof PhotoError && e.reason === 'type' ? text.messages.photoType : text.messages.photoRead)
    } finally {
      setBusy(false)
      onBusy?.(false)
    }
  }
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(e)) return
    e.preventDefault()
    setOver(true)
  }
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    setOver(false)
    if (!carriesFiles(e)) return
    // Taken here, so the browser neither opens the file nor fills the input underneath by itself.
    e.preventDefault()
    choose(e.dataTransfer!.files[0])
  }

  const error = localize(problem ?? fieldState.error?.message, text)
  // The native input says 'no file chosen' once cleared: the chosen name is read out with it.
  const described = [`${id}-hint`, error ? `${id}-error` : '', photo ? `${id}-name` : ''].filter(Boolean).join(' ')
  const button = { describedBy: described, invalid: !!error, onFile: choose, onBlur: field.onBlur }
  return (
    <FieldShell
      id={id}
      label={label ?? text.labels.photo}
      error={error}
      hint={hint ?? t.hint}
      optional={optional ? text.labels.optional : undefined}
      className="pl-photo"
    >
      <div
        className={`pl-drop${over ? ' pl-over' : ''}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(e) => e.currentTarget.contains(e.relatedTarget as Node | null) || setOver(false)}
        onDrop={onDrop}
      >
        <div className="pl-pick-row">
          {camera ? (
            <>
              <PhotoButton id={id} text={t.upload} name={t.upload} {...button} />
              <PhotoButton id={`${id}-camera`} text={t.camera} name={t.camera} capture {...button} />
            </>
          ) : (
            <PhotoButton id={id} text={photo ? t.change : t.choose} {...button} />
          )}
          {photo ? (
            <span className="pl-file-name" id={`${id}-name`}>
              {chosenNames.get(photo) ?? photo.name}
            </span>
          ) : (
            <span className="pl-drop-hint" aria-hidden="true">
              {t.drop}
            </span>
          )}
        </div>
        {busy && (
          <p className="pl-hint" role="status">
            {t.processing}
          </p>
        )}
        {photo && (
          <div className="pl-preview">
            <canvas ref={canvas} role="img" aria-label={t.preview} className="pl-preview-canvas" />
            <button type="button" className="pl-button pl-link" onClick={() => field.onChange(null)}>
              {t.remove}
            </button>
          </div>
        )}
      </div>
    </FieldShell>
  )
}
