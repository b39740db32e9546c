import { TextField } from '../../fields/TextField'
import { formatDate } from '../formatDate'
import { useWorkspace } from '../WorkspaceContext'

/** The clinic's own calendar as the server shows it: the secret address masked, never whole. */
export interface CalendarStatus {
  address: string | null
  poll_minutes: number
  last_success_at: string | null
  last_error: string | null
  last_error_at: string | null
}

/**
 * Online booking's second half: the clinic's own calendar (Google Calendar's or Outlook's secret
 * iCal address), whose busy events block booking slots. Its address field goes with the page's
 * one Save (`calendarUrl`, sent to its own call, because the address is a secret the settings
 * never carry back: the server answers it masked, with when it was last read and the last problem
 * in plain words). Disconnecting is an action of its own, not a change to save.
 */
export function CalendarSettings({ stored, onRemove }: { stored: CalendarStatus; onRemove: () => void }) {
  const t = useWorkspace().text.settings.calendar
  return (
    <fieldset className="ws-set">
      <legend>{t.title}</legend>
      <p className="pl-hint">{t.intro(stored.poll_minutes)}</p>
      <p>{stored.address ? t.current(stored.address) : t.none}</p>
      {stored.address && (
        <p>
          {stored.last_success_at ? t.lastRead(formatDate(stored.last_success_at)) : t.notRead}
          {stored.last_error && (
            <>
              <br />
              <strong>{t.lastError(formatDate(stored.last_error_at))}</strong> {stored.last_error}
            </>
          )}
        </p>
      )}
      <TextField name="calendarUrl" label={stored.address ? t.replace : t.address} hint={t.addressHint} type="url" autoComplete="off" />
      {stored.address && (
        <button type="button" className="ws-button ws-secondary" onClick={onRemove}>
          {t.remove}
        </button>
      )}
    </fieldset>
  )
}
