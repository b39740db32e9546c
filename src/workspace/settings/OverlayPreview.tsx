import type { CSSProperties } from 'react'
import { themeContrastIssues, THEME_DEFAULTS } from '../../schemas/themeContrastIssues'
import type { Promotion } from './ClinicSettings'
import { useWorkspace } from '../WorkspaceContext'

interface Props {
  name: string
  logo: string | null
  variant: string
  text: string
  promotions: Promotion[]
  theme: Record<string, string>
  today: string
}

/**
 * A picture of the clinic's results overlay as the widget draws it (src/forms/clinicResults/
 * ResultsOverlay.tsx) with the form's current values and theme, updated as the owner types. Its
 * buttons are drawings, not controls. Colours go through CSSOM custom properties, which the
 * page's strict CSP allows (a style attribute it would not).
 */
export function OverlayPreview({ name, logo, variant, text, promotions, theme, today }: Props) {
  const t = useWorkspace().text.settings
  const pv = t.pv
  // A colour the save would refuse (not hex, or under AA contrast) is drawn as the widget's own: the preview never shows unreadable text.
  // Dropping one colour can expose another pair, so drop until none fails (each round drops a set key).
  let valid = Object.fromEntries(Object.entries(theme).filter(([, v]) => /^#[0-9a-f]{3,8}$/i.test(v)))
  for (let refused = themeContrastIssues(valid); Object.keys(refused).length; refused = themeContrastIssues(valid)) {
    valid = Object.fromEntries(Object.entries(valid).filter(([k]) => !refused[`theme.${k}`]))
  }
  const colour = (k: string) => valid[k] ?? THEME_DEFAULTS[k]!
  const style = Object.fromEntries(
    ['primary', 'primary-text', 'text', 'muted', 'bg', 'border'].map((k) => [`--pv-${k}`, colour(k)]),
  ) as CSSProperties
  const checkEmail = variant === 'dental-special' || variant === 'check-email-logo'
  const promos = promotions.filter((p) => p.validFrom <= today && today <= p.validTo)
  const button = (label: string, primary?: boolean) => <span className={`ws-pv-button${primary ? ' ws-pv-primary' : ''}`}>{label}</span>
  return (
    <figure className="ws-preview">
      <figcaption>
        {t.preview} <span className="pl-hint">{t.previewNote}</span>
      </figcaption>
      <div className="ws-pv" style={style}>
        {checkEmail && <p className="ws-pv-title">{pv.checkEmail}</p>}
        {variant !== 'dental-special' && logo && <img src={logo} alt={`${name} logo`} className="ws-pv-logo" />}
        {!checkEmail && text && <p>{text}</p>}
        {promos.length
          ? promos.map((p, i) => (
              <div key={i} className="ws-pv-promo">
                <p className="ws-pv-title">{p.title}</p>
                <p>{p.text}</p>
                <p className="ws-pv-muted">{pv.valid(p.validFrom, p.validTo)}</p>
              </div>
            ))
          : variant === 'dental-special' && <p className="ws-pv-muted">{pv.noPromo}</p>}
        <div className="ws-pv-actions">
          {variant === 'logo-return-appointment' && button(pv.requestAppointment)}
          {variant === 'dental-special' && button(pv.book, true)}
          {variant === 'check-email-logo' && button(pv.bookOnline, true)}
          {checkEmail && button(pv.website)}
          {button(checkEmail ? pv.close : pv.back, !checkEmail)}
        </div>
      </div>
    </figure>
  )
}
