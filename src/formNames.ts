/** Every widget the bundle can mount (the public contract). */
export const FORM_NAMES = [
  'health',
  'dental',
  'clinic-health',
  'clinic-dental',
  'kiosk-dental',
  'qr-dental',
  'service-request',
  'contact',
  'recover-password',
  'clinic-results',
  'ai-test',
] as const

export type FormName = (typeof FORM_NAMES)[number]

/** Widgets bound to one clinic: mount throws without a clinicId. */
export const CLINIC_FORMS: readonly FormName[] = ['clinic-health', 'clinic-dental', 'kiosk-dental', 'clinic-results']
