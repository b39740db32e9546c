import { useFormContext } from 'react-hook-form'
import { TextField } from '../../fields/TextField'
import { useFieldError } from '../../fields/useFieldError'
import { SERVICES } from '../../schemas/services'
import { useWorkspace } from '../WorkspaceContext'
import { EntryFieldsets } from './EntryFieldsets'
import type { AppointmentTypeForm, SettingsForm } from './ClinicSettings'

const blank: AppointmentTypeForm = { name: '', durationMinutes: '30', services: [], priceFrom: '', priceTo: '' }

/**
 * Online booking: the appointment types the clinic sells (name, length, the services each serves,
 * the price shown), how many visits run at once, how far ahead and how late owners may book, and
 * the minutes kept free after each visit. The clinic's opening hours bound every slot.
 */
export function BookingSection() {
  const { text } = useWorkspace()
  const t = text.settings.booking
  const { register } = useFormContext<SettingsForm>()
  return (
    <fieldset className="ws-set">
      <legend>{t.title}</legend>
      <p className="pl-hint">{t.hint}</p>
      <div className="ws-grid">
        <TextField name="booking.capacity" label={t.capacity} inputMode="numeric" />
        <TextField name="booking.windowDays" label={t.windowDays} inputMode="numeric" />
        <TextField name="booking.noticeMinutes" label={t.noticeMinutes} inputMode="numeric" />
        <TextField name="booking.bufferMinutes" label={t.bufferMinutes} inputMode="numeric" />
      </div>
      <EntryFieldsets
        name="booking.appointmentTypes"
        blank={blank}
        first="name"
        words={{ none: t.none, entry: t.type, remove: t.remove, add: t.add }}
      >
        {(i) => (
          <>
            <div className="ws-grid">
              <TextField name={`booking.appointmentTypes.${i}.name`} label={t.name} />
              <TextField name={`booking.appointmentTypes.${i}.durationMinutes`} label={t.duration} inputMode="numeric" />
              <TextField name={`booking.appointmentTypes.${i}.priceFrom`} label={t.priceFrom} inputMode="decimal" optional />
              <TextField name={`booking.appointmentTypes.${i}.priceTo`} label={t.priceTo} inputMode="decimal" optional />
            </div>
            <fieldset className="ws-langs">
              <legend>{t.services}</legend>
              {SERVICES.map((s) => (
                <label key={s}>
                  <input type="checkbox" value={s} className="ws-tick" {...register(`booking.appointmentTypes.${i}.services`)} />
                  {text.settings.serviceNames[s] ?? s}
                </label>
              ))}
              <ServicesError name={`booking.appointmentTypes.${i}.services`} />
            </fieldset>
          </>
        )}
      </EntryFieldsets>
    </fieldset>
  )
}

/** The message of a type's services, held by the group (no single box owns it). */
function ServicesError({ name }: { name: string }) {
  const error = useFieldError(name)
  return error ? (
    <p className="pl-error" role="alert">
      {error}
    </p>
  ) : null
}
