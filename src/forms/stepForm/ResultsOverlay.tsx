import { useWidget } from '../../context/WidgetContext'
import { activePromotions } from '../../clinics/activePromotions'
import { todayIso } from '../../schemas/fields'
import { Modal } from '../../ui/Modal'

const fmt = (iso: string) =>
  new Date(iso + 'T12:00:00Z').toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** An external link that says it opens a new tab. */
function Out({ href, label, primary }: { href?: string; label: string; primary?: boolean }) {
  const { text } = useWidget()
  if (!href) return null
  return (
    <a className={`pl-button ${primary ? 'pl-primary' : ''}`} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="pl-sr-only">{text.results.newTab}</span>
    </a>
  )
}

/**
 * The clinic's full-screen results overlay, chosen by the registry's
 * `resultsVariant`: logo, 'Return to Website' and the clinic's text (optionally with 'Request an
 * Appointment'); or the check-email note with the dated special or the logo and booking links.
 * The clinic's promotions show in every style, because an owner who saves one expects to see it,
 * and only within their dates (`previewDate` moves "today" for demos).
 */
export function ResultsOverlay({ onClose }: { onClose: () => void }) {
  const { clinic, text, options } = useWidget()
  const t = text.results
  if (!clinic) return null
  const variant = clinic.resultsVariant ?? 'logo-return'
  const logo = clinic.logo && <img className="pl-results-logo" src={clinic.logo} alt={t.logo(clinic.name)} />
  const checkEmail = variant === 'dental-special' || variant === 'check-email-logo'
  return (
    <Modal title={checkEmail ? t.checkEmail : t.title} onDismiss={onClose} className="pl-results" hideTitle={!checkEmail}>
      {variant !== 'dental-special' && logo}
      {!checkEmail && clinic.resultsText && <p className="pl-modal-text">{clinic.resultsText}</p>}
      {activePromotions(clinic.promotions, options.previewDate ?? todayIso()).map((p) => (
        <div key={p.title} className="pl-promo">
          <p className="pl-promo-title">{p.title}</p>
          <p className="pl-promo-text">{p.text}</p>
          <p className="pl-hint">{t.valid(fmt(p.validFrom), fmt(p.validTo))}</p>
        </div>
      ))}
      <div className="pl-actions pl-results-actions">
        {variant === 'logo-return-appointment' && <Out href={clinic.bookingUrl} label={t.requestAppointment} />}
        {variant === 'dental-special' && <Out href={clinic.bookingUrl} label={t.book} primary />}
        {variant === 'check-email-logo' && <Out href={clinic.bookingUrl} label={t.bookOnline} primary />}
        {checkEmail && <Out href={clinic.website} label={t.website} />}
        <button type="button" className={`pl-button ${checkEmail ? '' : 'pl-primary'}`} onClick={onClose} autoFocus>
          {checkEmail ? text.modal.close : t.back}
        </button>
      </div>
    </Modal>
  )
}
