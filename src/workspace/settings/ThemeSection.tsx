import { useFormContext } from 'react-hook-form'
import { TextField } from '../../fields/TextField'
import { contrastRatio } from '../../schemas/contrastRatio'
import { TEXT_PAIRS, THEME_DEFAULTS } from '../../schemas/themeContrastIssues'
import { useWorkspace } from '../WorkspaceContext'
import type { SettingsForm } from './ClinicSettings'

const HEX = /^#[0-9a-f]{3,8}$/i

/**
 * The theme's colours as hex values, each with a swatch; text colours show their contrast against
 * their background as the owner types. Saving refuses any under 4.5:1 (themeContrastIssues, on
 * submit here and again on the server).
 */
export function ThemeSection() {
  const t = useWorkspace().text.settings
  const { watch } = useFormContext<SettingsForm>()
  const theme = watch('theme') ?? {}
  const colour = (k: string) => (HEX.test(theme[k] ?? '') ? theme[k]! : THEME_DEFAULTS[k]!)
  const hint = (k: string) => {
    const pair = TEXT_PAIRS.find(([fg]) => fg === k)
    return pair ? t.contrast(contrastRatio(colour(k), colour(pair[1])).toFixed(1)) + ` (${t.themeKeys[pair[1]]})` : undefined
  }
  return (
    <fieldset className="ws-set">
      <legend>{t.theme}</legend>
      <p className="pl-hint">{t.themeHint}</p>
      <div className="ws-grid">
        {Object.keys(THEME_DEFAULTS).map((k) => (
          <div key={k} className="ws-colour">
            <span className="ws-swatch" aria-hidden="true" style={{ '--sw': colour(k) } as never} />
            <TextField
              name={`theme.${k}`}
              label={t.themeKeys[k] ?? k}
              placeholder={THEME_DEFAULTS[k]}
              hint={hint(k)}
              maxLength={9}
              optional
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
