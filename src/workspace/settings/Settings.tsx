import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { TextField } from '../../fields/TextField'
import { themeContrastIssues } from '../../schemas/themeContrastIssues'
import { useWorkspace } from '../WorkspaceContext'
import { WsError, wsRequest } from '../wsRequest'
import type { ClinicSettings, SettingsPageForm } from './ClinicSettings'
import { FirstContactSettings, type FirstContact } from './FirstContactSettings'
import { CalendarSettings, type CalendarStatus } from './CalendarSettings'
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
/** Speed to lead as the form holds it: blank for the network's default, re-routing on unless set off. */
const firstContactForm = (f: FirstContact | null) => ({
  targetMinutes: String(f?.targetMinutes ?? ''),
  rerouteAfterMinutes: String(f?.rerouteAfterMinutes ?? ''),
  reroute: f?.reroute !== false,
})
/** A blank field is no value (the default); anything else goes as a number, for the server to judge. */
const minutes = (v: string) => (v.trim() ? Number(v) : undefined)
/** A refused call's content when it names fields (`{ field: message }`), else nothing. */
const fieldsOf = (e: unknown) =>
  e instanceof WsError && e.content && typeof e.content === 'object' ? (e.content as Record<string, string>) : {}

/**
 * Owner only: the clinic's settings on one page with one Save (profile and logo, prices, results
 * overlay with a live preview, promotions, theme, languages, hours, booking, lead addresses, speed
 * to lead, the clinic's own calendar). Save sends the parts together, each to its own call:
 * `PUT workspace/settings/{id}`, `PUT workspace/first-contact` when speed to lead changed, and the
 * calendar's address when one was typed (a secret the settings never carry back). A part refused keeps every value typed
 * and puts each of its messages on its field (the first one focused) while the parts saved take
 * the server's values; all saved, the status message says so and takes focus.
 */
export function Settings() {
  const { text, apiBase, user } = useWorkspace()
  const t = text.settings
  const clinicId = user?.clinic?.id ?? ''
  const calendarPath = `settings/${encodeURIComponent(clinicId)}/calendar`
  const [settings, setSettings] = useState<ClinicSettings | null>(null)
  const [firstContact, setFirstContact] = useState<FirstContact | null>(null)
  const [calendar, setCalendar] = useState<CalendarStatus | null>(null)
  const [general, setGeneral] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const statusRef = useRef<HTMLParagraphElement>(null)
  const methods = useForm<SettingsPageForm>()
  const { reset, setError, setValue, handleSubmit, formState } = methods
  const today = new Date().toISOString().slice(0, 10)

  useEffect(() => {
    // Speed to lead and the calendar are parts of the page: one that fails to load is left out, not the page.
    Promise.all([
      settingsCall(apiBase, clinicId),
      wsRequest<FirstContact>(apiBase, 'first-contact').catch(() => null),
      wsRequest<CalendarStatus>(apiBase, calendarPath).catch(() => null),
    ]).then(
      ([s, f, c]) => {
        setSettings(s)
        setFirstContact(f)
        setCalendar(c)
        reset({ ...formOf(s), firstContact: firstContactForm(f), calendarUrl: '' })
      },
      (e: Error) => setGeneral([e.message || text.errors.generic]),
    )
  }, [apiBase, clinicId, calendarPath, reset, text])

  /** Announces a done change in the status message and moves focus to it, where the reader hears it. */
  const done = (message: string) => {
    setStatus(message)
    setTimeout(() => statusRef.current?.focus())
  }
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
    const fc = values.firstContact
    const url = values.calendarUrl.trim()
    // A part is sent when it holds a change: speed to lead when it differs from what is stored, the calendar when an address was typed.
    const was = firstContact && firstContactForm(firstContact)
    const fcChanged = was && (Object.keys(was) as Array<keyof typeof was>).some((k) => was[k] !== fc[k])
    // Each part's call answers its saved value or the error it failed with; none waits for another.
    const failed = (e: unknown) => e as Error
    const [saved, fcSaved, calSaved] = await Promise.all([
      Object.keys(local).length ? null : settingsCall(apiBase, clinicId, body).catch(failed),
      fcChanged &&
        wsRequest<FirstContact>(apiBase, 'first-contact', {
          method: 'PUT',
          body: { targetMinutes: minutes(fc.targetMinutes), rerouteAfterMinutes: minutes(fc.rerouteAfterMinutes), reroute: fc.reroute },
        }).catch(failed),
      url && wsRequest<CalendarStatus>(apiBase, calendarPath, { method: 'PUT', body: { url } }).catch(failed),
    ])
    const fields: Record<string, string> = { ...local }
    const messages: string[] = []
    if (saved instanceof Error) {
      const { fields: own, general: rest } = formErrors(saved instanceof WsError ? saved.content : undefined, t.line)
      Object.assign(fields, own)
      messages.push(...(rest.length || Object.keys(own).length ? rest : [saved.message || text.errors.generic]))
    } else if (saved) {
      setSettings(saved)
      // The other parts keep what was typed: a refused one is corrected and saved again.
      reset({ ...formOf(saved), firstContact: fc, calendarUrl: values.calendarUrl })
    }
    if (fcSaved instanceof Error) {
      const { _: whole, ...own } = fieldsOf(fcSaved)
      Object.entries(own).forEach(([k, m]) => (fields[`firstContact.${k}`] = m))
      if (whole || !Object.keys(own).length) messages.push(whole || text.errors.generic)
    } else if (fcSaved) setFirstContact(fcSaved)
    if (calSaved instanceof Error) fields.calendarUrl = calSaved instanceof WsError ? calSaved.message : text.errors.generic
    else if (calSaved) {
      setCalendar(calSaved)
      setValue('calendarUrl', '')
    }
    if (Object.keys(fields).length || messages.length) return show(fields, messages)
    done(calSaved ? `${t.saved} ${t.calendar.saved}` : t.saved)
  })
  const disconnect = async () => {
    setGeneral([])
    try {
      setCalendar(await wsRequest<CalendarStatus>(apiBase, calendarPath, { method: 'DELETE' }))
      done(t.calendar.removed)
    } catch (e) {
      setGeneral([e instanceof WsError ? e.message : text.errors.generic])
    }
  }

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
            {firstContact && <FirstContactSettings defaults={firstContact.defaults} />}
            {calendar && <CalendarSettings stored={calendar} onRemove={() => void disconnect()} />}
            <div className="ws-savebar">
              <button type="submit" className="ws-button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t.saving : t.save}
              </button>
              <p role="status" className="ws-saved" ref={statusRef} tabIndex={-1}>
                {status}
              </p>
            </div>
          </form>
        </FormProvider>
      )}
    </section>
  )
}
