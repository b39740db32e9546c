import { FORM_NAMES, CLINIC_FORMS, type FormName } from '../../src/formNames'

/** One row of the widget tables: a form and the options it is mounted with. */
export interface WidgetCase { id: string; form: FormName; opts: Record<string, unknown> }

/** Every form name, clinic forms with a built-in clinic, plus the service wizard rendered open. */
export function widgetCases(): WidgetCase[] {
  const cases: WidgetCase[] = FORM_NAMES.map((form) => ({
    id: form,
    form,
    opts: { form, apiBase: '/api', ...(CLINIC_FORMS.includes(form) ? { clinicId: 'willow' } : {}) },
  }))
  cases.push({ id: 'service-request (open)', form: 'service-request', opts: { form: 'service-request', apiBase: '/api', open: true } })
  return cases
}
