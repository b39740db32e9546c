import type { FormName } from '../formNames'
import type { Clinic } from '../clinics/Clinic'
import type { Campaign } from '../analytics/readAttribution'

/**
 * Names of the events a widget emits, through `onEvent` and as `petlead:<name>` DOM events.
 * `submitted` (the server accepted the lead) and `booked` (a visit was booked) carry
 * `{ form, clinic, urgency }` for the clinic's own analytics, never the owner's data.
 */
export type WidgetEventName = 'submit' | 'success' | 'error' | 'step' | 'close' | 'open' | 'submitted' | 'booked'

/** What a page passes to `PetLead.mount`. */
export interface MountOptions {
  /** Which widget to render. */
  form: FormName
  /** Required by the clinic-* forms, kiosk-dental and clinic-results; sent as `clinic_id`. */
  clinicId?: string
  /** A clinic that is not in the built-in registry: same fields, no rebuild needed. */
  clinic?: Clinic
  /** The configured API domain, e.g. 'https://api.example.org' (no trailing slash needed). */
  apiBase?: string
  /** Host of the two /pet_app/* provider calls; defaults to apiBase. */
  providerBase?: string
  /**
   * The widget's language, 'en' or 'es' (`data-lang` on the element). Without it: the clinic's
   * only language if its public config lists one, else the host page's `<html lang>` (`es`,
   * `es-MX`... give Spanish), else English. The owner can still switch with the widget's own
   * English / Español buttons unless the clinic lists one language.
   */
  lang?: 'en' | 'es'
  /** Called for 'submit', 'success', 'error', 'step', 'close' (and 'open' for modal widgets). */
  onEvent?: (name: WidgetEventName, detail: unknown) => void
  /** Link shown in the acknowledgement; defaults to the clinic's or PetLead's policy. */
  privacyUrl?: string
  /** Send an Idempotency-Key header with every write (default true); turn off for a server that refuses it. */
  idempotency?: boolean
  /** Per-call time-out in ms (default 20000). */
  timeoutMs?: number
  /** Today's date for previewing dated promotions in clinic-results, as YYYY-MM-DD. */
  previewDate?: string
  /** service-request: render the wizard inline instead of behind an "open" button. */
  open?: boolean
  /**
   * For tests and demos only: shorten the dental forms' 7-second wait after sending
   * (`data-post-submit-ms` on the element). Leave unset in production.
   */
  delays?: { postSubmitMs?: number }
  /**
   * The campaign this embed belongs to, sent with every lead instead of the page address's own
   * values, key by key (`data-utm-source`, `data-utm-campaign`, `data-gclid`... on the element):
   * any of utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid,
   * fbclid, msclkid.
   */
  campaign?: Campaign
  /**
   * `false` (`data-funnel="off"`): send no funnel counts from this widget. None are sent either
   * when the browser sends Global Privacy Control.
   */
  funnel?: boolean
  /**
   * `true` (`data-data-layer="true"`): also push `petlead_submitted` and `petlead_booked` to
   * `window.dataLayer`, for Google Tag Manager (docs/analytics-events.md).
   */
  dataLayer?: boolean
}

/** What `mount` gives back. */
export interface MountHandle {
  /** Removes the widget and every listener, timer and node it made. */
  unmount(): void
}
