import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { TextField } from '../../fields/TextField'
import { themeContrastIssues } from '../../schemas/themeContrastIssues'
import { useWorkspace } from '../WorkspaceContext'
import { WsError } from '../wsRequest'
import type { ClinicSettings, SettingsForm } from './ClinicSettings'
import { FirstContactSettings } from './FirstContactSettings'
import { CalendarSettings } from './CalendarSettings'
import { BookingSection } from './BookingSection'
import { formErrors } from './formErrors'
import { HoursSection } from './HoursSection'
import { LanguagesSection } from './LanguagesSection'
import { OverlaySection } from './OverlaySection'
import { PendingChange } from './PendingChange'
import { PriceTable } from './PriceTable'
import { ProfileSection } from './ProfileSection'
import { PromotionsSection } from './PromotionsSection'
import { settingsCall } from './settingsCall'
import { ThemeSection } from './ThemeSection'
import { toSettingsBody } from './toSettingsBody'
import { toSettingsForm } from './toSettingsForm'

/** The form shows what the owner asked for while it waits, so saving anything else keeps the request. */
const formOf = (s: ClinicSettings) => toSettingsForm({ ...s, ...s.pendingChange?.changes })

/**
 * Owner only: the clinic's settings in one form (profile and logo, prices, results overlay with a
 * live preview, promotions, theme, languages, lead addresses), saved with one `PUT workspace/settings/{id}`.
 * A refused save keeps every value and puts each of the server's messages on its field (the first
 * one focused); a saved one says so in a status message.
 */
export function Settings() {
  const { text, apiBase, user } = useWorkspace()
  const t = text.settings
  const clinicId = user?.clinic?.id ?? ''
  const [settings, setSettings] = useState<ClinicSettings | null>(null)
  const [general, setGeneral] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const methods = useForm<SettingsForm>()
  const { reset, setError, handleSubmit, formState } = methods
  const today = new Date().toISOString().slice(0, 10)

  useEffect(() => {
    settingsCall(apiBase, clinicId).then(
      (s) => {
        setSettings(s)
        reset(formOf(s))
      },
      (e: Error) => setGeneral([e.message || text.errors.generic]),
    )
  }, [apiBase, clinicId, reset, text])

  const show = (fields: Record<string, string>, messages: string[]) => {
    Object.entries(fields).forEach(([name, message]) => setError(name as never, { message }))
    // The first field in error takes focus (promotions are not registered, so RHF's shouldFocus would miss them).
    const first = Object.keys(fields)[0]
    if (first) setTimeout(() => document.querySelector<HTMLElement>(`[name="${first}"], [name^="${first}."]`)?.focus())
    setGeneral(messages.length || !Object.keys(fields).length ? messages : [t.fix])
  }
  const onSubmit = handleSubmit(async (values) => {
    setGeneral([])
    setStatus('')
    // Booking goes with the body once the server knows it (its settings carry it) or the owner set it.
    const { body, problems } = toSettingsBody(values, !!settings?.booking || !!formState.dirtyFields.booking)
    const message = (k: string) =>
      k === 'languages'
        ? t.languagesRequired
        : !k.startsWith('booking.')
          ? t.priceRequired
          : k.endsWith('.services')
            ? t.booking.servicesRequired
            : t.booking.invalid
    const local = {
      ...themeContrastIssues(body.theme as Record<string, string>),
      ...Object.fromEntries(Object.keys(problems).map((k) => [k, message(k)])),
    }
    if (Object.keys(local).length) return show(local, [])
    try {
      const saved = await settingsCall(apiBase, clinicId, body)
      setSettings(saved)
      reset(formOf(saved))
      setStatus(t.saved)
    } catch (e) {
      const { fields, general: rest } = formErrors(e instanceof WsError ? e.content : undefined, t.line)
      show(fields, rest.length || Object.keys(fields).length ? rest : [(e as Error).message || text.errors.generic])
    }
  })

  return (
    <section className="ws-settings">
      <h1 tabIndex={-1}>{t.title}</h1>
      {general.length > 0 && (
        <div className="ws-error" role="alert">
          {general.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      {!settings ? (
        !general.length && <p role="status">{t.loading}</p>
      ) : (
        <FormProvider {...methods}>
          <form onSubmit={onSubmit} noValidate>
            <PendingChange pending={settings.pendingChange} />
            <ProfileSection logoUrl={settings.logoUrl} name={settings.name} />
            <PriceTable />
            <OverlaySection logoUrl={settings.logoUrl} today={today} />
            <PromotionsSection today={today} />
            <ThemeSection />
            <LanguagesSection />
            <HoursSection />
            <BookingSection />
            <div className="ws-set ws-emails">
              <TextField name="leadEmails" label={t.leadEmails} hint={t.leadEmailsHint} multiline />
            </div>
            <div className="ws-set ws-websites">
              <TextField name="allowedWebsites" label={t.allowedWebsites} hint={t.allowedWebsitesHint} multiline />
            </div>
            <div className="ws-savebar">
              <button type="submit" className="ws-button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t.saving : t.save}
              </button>
              <p role="status" className="ws-saved">
                {status}
              </p>
            </div>
          </form>
        </FormProvider>
      )}
      {settings && <CalendarSettings clinicId={clinicId} />}
      {settings && <FirstContactSettings />}
    </section>
  )
}
