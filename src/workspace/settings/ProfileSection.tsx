import { TextField } from '../../fields/TextField'
import { useWorkspace } from '../WorkspaceContext'
import { LogoField } from './LogoField'

/** Name, logo, links, phone, address and service radius. */
export function ProfileSection({ logoUrl, name }: { logoUrl: string | null; name: string }) {
  const t = useWorkspace().text.settings
  return (
    <fieldset className="ws-set">
      <legend>{t.profile}</legend>
      <TextField name="name" label={t.name} autoComplete="organization" maxLength={120} />
      <LogoField current={logoUrl} name={name} />
      <div className="ws-grid">
        <TextField name="website" label={t.website} type="text" inputMode="url" hint={t.urlHint} optional />
        <TextField name="bookingUrl" label={t.bookingUrl} inputMode="url" hint={t.urlHint} optional />
        <TextField name="privacyUrl" label={t.privacyUrl} inputMode="url" hint={t.urlHint} optional />
        <TextField name="phone" label={t.phone} type="tel" autoComplete="tel-national" hint={t.phoneHint} />
        <TextField name="street" label={t.street} autoComplete="address-line1" />
        <TextField name="city" label={t.city} autoComplete="address-level2" />
        <TextField name="state" label={t.state} autoComplete="address-level1" hint={t.stateHint} maxLength={2} />
        <TextField name="zip" label={t.zip} autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        <TextField name="radiusMiles" label={t.radius} inputMode="decimal" />
      </div>
    </fieldset>
  )
}
