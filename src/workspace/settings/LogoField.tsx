import { useId } from 'react'
import type { ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'
import { describedBy, FieldShell } from '../../fields/FieldShell'
import { useFieldError } from '../../fields/useFieldError'
import { useWorkspace } from '../WorkspaceContext'

/** What the server takes (server/clinics/decodeLogo.ts LOGO_MAX_BYTES): checked here first to spare the upload. */
const MAX_BYTES = 512 * 1024

/**
 * The logo: the current one, and a file input whose image is read as a data: URL into the form's
 * `logo` value (sent with the next save, checked again and cleaned on the server) and previewed.
 */
export function LogoField({ current, name }: { current: string | null; name: string }) {
  const { text } = useWorkspace()
  const t = text.settings
  const id = useId()
  const { setValue, setError, clearErrors, watch } = useFormContext()
  const error = useFieldError('logo')
  const chosen = watch('logo') as string
  // Keyed on the stored logo's URL: after a save the file input starts empty again, matching the form's value.
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    clearErrors('logo')
    if (!file) return setValue('logo', '')
    if (file.size > MAX_BYTES) {
      e.currentTarget.value = ''
      setValue('logo', '')
      return setError('logo', { message: t.logoTooBig })
    }
    const reader = new FileReader()
    reader.onload = () => setValue('logo', String(reader.result), { shouldDirty: true })
    reader.readAsDataURL(file)
  }
  return (
    <div className="ws-logo">
      <figure>
        <figcaption>{chosen ? t.logoNew : t.logoCurrent}</figcaption>
        {chosen || current ? (
          <img src={chosen || current!} alt={text.settings.logo + ': ' + name} className="ws-logo-img" />
        ) : (
          <p>{t.logoNone}</p>
        )}
      </figure>
      <FieldShell id={id} label={t.logo} hint={t.logoHint} error={error}>
        <input
          key={current ?? ''}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          onChange={onChange}
          className="pl-input"
          {...describedBy(id, error, t.logoHint)}
        />
      </FieldShell>
    </div>
  )
}
