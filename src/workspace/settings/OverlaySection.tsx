import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { FieldShell } from '../../fields/FieldShell'
import { TextField } from '../../fields/TextField'
import { useWorkspace } from '../WorkspaceContext'
import type { SettingsForm } from './ClinicSettings'
import { OverlayPreview } from './OverlayPreview'

/** The results overlay's style and text, with a live preview of the form's current values. */
export function OverlaySection({ logoUrl, today }: { logoUrl: string | null; today: string }) {
  const t = useWorkspace().text.settings
  const id = useId()
  const { register, watch } = useFormContext<SettingsForm>()
  const [name, logo, variant, text, promotions, theme] = watch(['name', 'logo', 'resultsVariant', 'resultsText', 'promotions', 'theme'])
  return (
    <fieldset className="ws-set">
      <legend>{t.overlay}</legend>
      <div className="ws-columns">
        <div>
          <FieldShell id={id} label={t.variant}>
            <select id={id} className="pl-input" {...register('resultsVariant')}>
              {Object.entries(t.variants).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </FieldShell>
          <TextField name="resultsText" label={t.resultsText} hint={t.resultsTextHint} multiline maxLength={1000} optional />
        </div>
        <OverlayPreview
          name={name}
          logo={logo || logoUrl}
          variant={variant}
          text={text}
          promotions={promotions ?? []}
          theme={theme ?? {}}
          today={today}
        />
      </div>
    </fieldset>
  )
}
