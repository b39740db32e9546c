/** One page of the demo host: a widget route of the contract and the widget it mounts. */
export interface DemoRoute {
  /** The spec's path, spelling and typos included. */
  path: string
  title: string
  /** The widget's public form name (data-petlead-form). */
  form: string
  clinicId?: string
  /** One sentence under the title saying what the page is for. */
  blurb: string
  /** The title and sentence of a page the Spanish landing page links to, asked for with `?lang=es`. */
  es?: { title: string; blurb: string }
}

/**
 * Every widget route of the contract, at its exact path, as data. The landing page (/) mounts two widgets and is rendered
 * by landingPage.ts; all others mount one.
 */
export const demoRoutes: readonly DemoRoute[] = [
  {
    path: '/main_form',
    title: 'Free AI Pet Health Assessment',
    form: 'health',
    blurb: 'The general assessment form: every field on one page.',
    es: { title: 'Evaluación de salud gratuita con IA', blurb: 'El formulario general de evaluación: todos los campos en una página.' },
  },
  {
    path: '/dentipet',
    title: 'Free AI Dental Assessment',
    form: 'dental',
    blurb: 'The single-page dental assessment.',
    es: { title: 'Evaluación dental gratuita con IA', blurb: 'La evaluación dental en una sola página.' },
  },
  {
    path: '/Recover_password',
    title: 'Password recovery',
    form: 'recover-password',
    blurb: 'Three steps: e-mail, 6-digit code, new password.',
    es: { title: 'Recuperar la contraseña', blurb: 'Tres pasos: correo electrónico, código de 6 dígitos, contraseña nueva.' },
  },
  {
    path: '/form_Willow',
    title: 'Willow: pet health assessment',
    form: 'clinic-health',
    clinicId: 'willow',
    blurb: 'The 3-step clinic health form for Willow.',
  },
  {
    path: '/form_Acacia',
    title: 'Acacia: pet health assessment',
    form: 'clinic-health',
    clinicId: 'acacia',
    blurb: 'The 3-step clinic health form for Acacia.',
  },
  {
    path: '/form_AmericaVet',
    title: 'AmericaVet: pet health assessment',
    form: 'clinic-health',
    clinicId: 'americavet',
    blurb: 'The 3-step clinic health form for AmericaVet.',
  },
  {
    path: '/form_CentralValley',
    title: 'Central Valley: pet health assessment',
    form: 'clinic-health',
    clinicId: 'centralvalley',
    blurb: 'The 3-step clinic health form for Central Valley.',
  },
  {
    path: '/form_Lancaster',
    title: 'Lancaster: pet health assessment',
    form: 'clinic-health',
    clinicId: 'lancaster',
    blurb: 'The 3-step clinic health form for Lancaster.',
  },
  {
    path: '/form_Pleasanton',
    title: 'Pleasanton: pet health assessment',
    form: 'clinic-health',
    clinicId: 'pleasanton',
    blurb: 'The 3-step clinic health form for Pleasanton.',
  },
  {
    path: '/form_vmcuc',
    title: 'VMCUC: pet health assessment',
    form: 'clinic-health',
    clinicId: 'vmcuc',
    blurb: 'The 3-step clinic health form for VMCUC.',
  },
  {
    path: '/form_dental_acacia',
    title: 'Acacia: dental assessment',
    form: 'clinic-dental',
    clinicId: 'acacia',
    blurb: 'The 2-step clinic dental form for Acacia.',
  },
  {
    path: '/form_dental_willow',
    title: 'Willow: dental assessment',
    form: 'clinic-dental',
    clinicId: 'willow',
    blurb: 'The 2-step clinic dental form for Willow.',
  },
  {
    path: '/form_dental_pleansanton',
    title: 'Pleasanton: dental assessment',
    form: 'clinic-dental',
    clinicId: 'pleasanton',
    blurb: "The 2-step clinic dental form for Pleasanton (the route keeps the spec's spelling).",
  },
  {
    path: '/form_dental_vmcuc',
    title: 'VMCUC: dental assessment',
    form: 'clinic-dental',
    clinicId: 'vmcuc',
    blurb: 'The 2-step clinic dental form for VMCUC.',
  },
  {
    path: '/form_dental_Lancaster',
    title: 'Lancaster: dental assessment',
    form: 'clinic-dental',
    clinicId: 'lancaster',
    blurb: 'The 2-step clinic dental form for Lancaster.',
  },
  {
    path: '/form_dental_Willow_Park',
    title: 'Willow Park: dental kiosk',
    form: 'kiosk-dental',
    clinicId: 'willow-park',
    blurb: 'The tablet kiosk form clinic staff hand to owners.',
  },
  {
    path: '/form_dental_AMCP_Park',
    title: 'AMCP Park: dental kiosk',
    form: 'kiosk-dental',
    clinicId: 'amcp-park',
    blurb: 'The tablet kiosk form clinic staff hand to owners.',
  },
  {
    path: '/form_qr_amcp',
    title: 'Pet dental check',
    form: 'qr-dental',
    clinicId: 'amcp',
    blurb: 'The single-page dental check opened from a QR code.',
  },
  {
    path: '/test',
    title: 'AI test page',
    form: 'ai-test',
    blurb: 'Developer page: a prompt and an optional image, answered by the configured AI provider.',
  },
]
