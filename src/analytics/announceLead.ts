import type { OwnerTriage } from '../api/createApi'

/** What `petlead:submitted` and `petlead:booked` carry: never anything the owner typed. */
export interface LeadEventDetail {
  form: string
  /** The booked visit's clinic, else the widget's (`null` on the network's widgets). */
  clinic: string | null
  /** The server's triage of the lead, when it answered one. */
  urgency?: string
}

/**
 * For the clinic's own analytics: told that the server accepted the lead (`submitted`) or booked its
 * visit (`booked`), emits the widget event of that name (so `onEvent` and the `petlead:<name>` DOM
 * event carry it) with `{ form, clinic, urgency }`, and with `dataLayer` also pushes
 * `{ event: 'petlead_<name>', petlead_form, petlead_clinic, petlead_urgency }` to `window.dataLayer`
 * (made when the page has none), for Google Tag Manager. A booking keeps its lead's urgency.
 */
export function announceLead(
  form: string,
  clinicId: string | null,
  dataLayer: boolean | undefined,
  emit: (name: 'submitted' | 'booked', detail: LeadEventDetail) => void,
  w: { dataLayer?: unknown[] } = window as never,
) {
  let urgency: string | undefined
  return (event: 'submitted' | 'booked', answer: { content?: unknown; triage?: OwnerTriage }) => {
    const content = Object(answer.content) as { triage?: OwnerTriage; clinic?: { id: string } }
    if (event === 'submitted') urgency = (content.triage ?? answer.triage)?.urgency
    const clinic = content.clinic?.id ?? clinicId
    emit(event, { form, clinic, urgency })
    if (dataLayer)
      (w.dataLayer ??= []).push({ event: `petlead_${event}`, petlead_form: form, petlead_clinic: clinic, petlead_urgency: urgency })
  }
}
