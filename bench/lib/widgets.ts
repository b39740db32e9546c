import { FORM_NAMES, CLINIC_FORMS, type FormName } from '../../src/formNames'

/** One row of the widget tables: a form and the options it is mounted with. */
export interface WidgetCase {
  id: string
  form: FormName
  opts: Record<string, unknown>
}

/**
 * Every form name, clinic forms with a built-in clinic, plus the service wizard rendered open.
 * BENCH_WIDGETS=health,qr-dental keeps some of them (development runs).
 */
export function widgetCases(): WidgetCase[] {
  const cases: WidgetCase[] = FORM_NAMES.map((form) => ({
    id: form,
    form,
    opts: { form, apiBase: '/api', ...(CLINIC_FORMS.includes(form) ? { clinicId: 'willow' } : {}) },
  }))
  cases.push({ id: 'service-request (open)', form: 'service-request', opts: { form: 'service-request', apiBase: '/api', open: true } })
  const only = (process.env.BENCH_WIDGETS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return only.length ? cases.filter((c) => only.includes(c.id)) : cases
}
