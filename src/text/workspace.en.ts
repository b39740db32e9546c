import { servicesEn } from './services.en'

/**
 * Every word clinic staff read in the workspace, in one typed object. Kept apart from `en.ts` so
 * the widget bundle never carries the workspace's words, and the workspace never the widgets'.
 */
export const workspaceEn = {
  brand: 'PetLead workspace',
  nav: { inbox: 'Leads', queue: 'Network queue', team: 'Team', logout: 'Log out', label: 'Workspace' },
  login: {
    title: 'Log in', email: 'Email', password: 'Password', submit: 'Log in', forgot: 'Forgot password?',
    wrong: 'Wrong e-mail or password',
  },
  forgot: { title: 'Reset your password', back: 'Back to log in', loading: 'Loading…' },
  accept: {
    title: 'Accept your invitation', password: 'New password', confirm: 'Confirm new password', submit: 'Set password and log in',
    noToken: 'This invitation link is incomplete. Ask for a new one.', hint: 'At least 10 characters.',
  },
  inbox: {
    title: 'Leads', queueTitle: 'Network queue', filters: 'Filters', status: 'Status', kind: 'Kind', urgency: 'Urgency', any: 'Any',
    search: 'Search owner, pet, e-mail or phone', searchButton: 'Search', more: 'Load more', empty: 'No leads match.',
    unread: 'New', live: 'Live updates on', offline: 'Live updates paused, retrying…', newLeads: (n: number) => `${n} new lead${n === 1 ? '' : 's'} arrived`,
    cols: { kind: 'Kind', pet: 'Pet', owner: 'Owner', urgency: 'Urgency', status: 'Status', age: 'Age' },
  },
  stats: { title: 'This week', leads: 'Leads', booked: 'Bookings', rate: 'Booked rate', speed: 'Median speed to lead' },
  lead: {
    back: 'Back to leads', sent: 'What the owner sent', photo: 'Photo', photoAlt: (pet: string) => `Photo sent for ${pet}`,
    assessment: 'Assessment', engine: (e: string) => `Written by: ${e}`, none: 'None', redFlags: 'Red flags', routing: 'Routing',
    routedTo: 'Clinic', rule: 'Reason', distance: 'Distance', miles: (m: number) => `${m} miles`,
    emails: 'E-mails sent', timeline: 'Timeline', speed: 'Speed to lead', notYet: 'Not contacted yet',
    call: 'Call', email: 'E-mail', status: 'Status', setStatus: 'Change status', reason: 'Reason for closing',
    reasonRequired: 'Give a reason to close the lead', save: 'Save status', note: 'Add a note', addNote: 'Add note',
    noteRequired: 'Write a note first', saved: 'Saved', reassign: 'Reassign to clinic', chooseClinic: 'Choose a clinic', reassignButton: 'Reassign',
    reassigned: (c: string) => `Reassigned to ${c}`, by: (who: string) => ` by ${who}`, system: 'PetLead',
  },
  team: {
    title: 'Team', members: 'Members', invite: 'Invite a team member', email: 'Email', role: 'Role', send: 'Create invitation',
    link: 'Send this link to the new member (valid 7 days, single use):', name: 'Name',
  },
  exportCsv: {
    title: 'Export CSV', from: 'From', to: 'To', download: 'Download CSV',
    hint: 'Leads received in these days that match the filters above, as a file for spreadsheets. Each exported lead notes it in its timeline.',
    badRange: 'The first day must not be after the last.',
  },
  embed: {
    nav: 'Embed', title: 'Embed on your website', widget: 'Widget',
    intro: 'The forms your clinic offers: health assessments give the health form, dental assessments the dental form and the kiosk. Copy the snippet into your site, or send it to your webmaster.',
    none: 'Your clinic offers no assessment form to embed. Ask PetLead to add one.',
    forms: { 'clinic-health': 'Health assessment (3 steps)', 'clinic-dental': 'Dental assessment (2 steps)', 'kiosk-dental': 'Dental kiosk for the waiting room' } as Record<string, string>,
    width: 'Preview width', widths: [['Phone', 375], ['Tablet', 768], ['Desktop', 1280]] as Array<[string, number]>,
    preview: (form: string, w: number) => `Live preview of the ${form} at ${w} pixels wide`,
    snippet: 'Snippet: paste where the form should appear', csp: 'Content-Security-Policy sources your site needs (if it sends one)',
    oneLine: 'For a page that already loads the script: the element alone', copy: (what: string) => `Copy ${what}`,
    copied: 'Copied to the clipboard.', copyFailed: 'Could not copy: select the text and copy it.',
    names: { snippet: 'snippet', csp: 'CSP sources', oneLine: 'element' },
    email: "Your webmaster's e-mail", send: 'Send to my webmaster', sent: (to: string) => `Sent to ${to}.`, badEmail: 'Please enter a valid email address',
  },
  webhooks: {
    nav: 'Webhooks', title: 'Webhooks',
    intro: 'PetLead POSTs each event to your URLs, signed per the Standard Webhooks specification. Failed deliveries are retried for about 41 hours.',
    none: 'No endpoints yet.', add: 'Add an endpoint', addButton: 'Add endpoint', url: 'Endpoint URL', urlHint: 'An https:// address on the public Internet.',
    events: 'Events', eventHelp: { 'lead.created': 'a new lead', 'lead.assessed': 'its assessment is ready', 'lead.status_changed': 'its status changed' } as Record<string, string>,
    secretOnce: 'Signing secret: copy it now, it will not be shown again.',
    states: { active: 'Active', failing: 'Failing', disabled: 'Disabled' },
    test: 'Send a test event', testQueued: 'Test event queued',
    testDelivered: (code: number | null, ms: number | null) => `Test event delivered${code ? `: ${code}` : ''}${ms == null ? '' : ` in ${ms} ms`}`,
    testFailed: (why: string) => `Test event failed${why ? `: ${why}` : ''}`,
    secretName: 'secret', edit: 'Edit', save: 'Save', cancel: 'Cancel', rotate: 'Rotate secret',
    rotateConfirm: 'Make a new secret? The old one keeps working for 24 hours.', enable: 'Enable', disable: 'Disable', remove: 'Delete',
    deleteConfirm: 'Delete this endpoint and its delivery log?',
    log: 'Delivery log', noDeliveries: 'No deliveries yet.', cols: ['Time', 'Event', 'Status', 'Attempt', 'Response', 'Latency', 'Action'],
    statuses: { queued: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as Record<string, string>,
    resend: 'Send again', resent: 'Queued again', resendLabel: (ev: string, at: string) => `Send again: ${ev} of ${at}`,
  },
  settings: {
    nav: 'Settings', title: 'Clinic settings', loading: 'Loading settings…', save: 'Save settings', saving: 'Saving…',
    saved: 'Settings saved. Widgets show them on their next load.', fix: 'Some fields need attention: see the messages below.',
    profile: 'Profile', name: 'Clinic name', website: 'Website', bookingUrl: 'Booking link', privacyUrl: 'Privacy policy link',
    urlHint: 'Starts with https://', phone: 'Phone', phoneHint: 'As (555) 555-5555', street: 'Street', city: 'City', state: 'State',
    stateHint: 'Two capital letters, e.g. CA', zip: 'ZIP code', radius: 'Service radius (miles)',
    logo: 'Logo', logoCurrent: 'Current logo', logoNew: 'New logo (saved with the settings)', logoNone: 'No logo yet.',
    logoHint: 'JPEG, PNG, WebP or SVG, at most 512 KB. Shown at 240 × 120 px.', logoTooBig: 'The logo must be at most 512 KB',
    services: 'Services and prices', servicesHint: 'Price ranges in dollars. Untick a service the clinic does not offer.',
    service: 'Service', offered: 'Offered', from: 'from', to: 'to', priceRequired: 'Enter both prices',
    sizes: { dogSmall: 'Small dog', dogLarge: 'Large dog (over 40 lbs)', cat: 'Cat' } as Record<string, string>,
    /** The wizard's own words for each service (one catalogue). */
    serviceNames: servicesEn as Record<string, string>,
    overlay: 'Results overlay', variant: 'Overlay style', resultsText: 'Overlay text', resultsTextHint: 'Shown under the logo (logo styles only).',
    variants: {
      'logo-return': 'Logo, text and Return to Website', 'logo-return-appointment': 'Logo, text, Return to Website and Request an Appointment',
      'dental-special': 'Check your e-mail note with the current promotions', 'check-email-logo': 'Check your e-mail note with the logo and booking link',
    } as Record<string, string>,
    preview: 'Preview', previewNote: 'As the widget shows it today, with your theme.',
    pv: {
      title: 'Your results', checkEmail: 'Please check you email for results', back: 'Return to Website', requestAppointment: 'Request an Appointment',
      book: 'Book an Appointment', bookOnline: 'Book an appointment online', website: 'Visit Clinic Website', close: 'Close', noPromo: 'No promotion runs today.',
      valid: (from: string, to: string) => `Valid ${from} – ${to}`,
    },
    promotions: 'Promotions', promotionsHint: 'Shown on the results overlay, whatever its style, between their dates, both days included.',
    promotion: (n: number) => `Promotion ${n}`, promoTitle: 'Title', promoText: 'Text', validFrom: 'Valid from', validTo: 'Valid to',
    addPromotion: 'Add a promotion', removePromotion: (n: number) => `Remove promotion ${n}`, noPromotions: 'No promotions.',
    theme: 'Theme colours', themeHint: 'Hex colours such as #0b6e4f. Empty keeps the widget’s own colour. Text colours need a contrast of 4.5:1 (WCAG AA) against their background.',
    themeKeys: {
      primary: 'Buttons and links', 'primary-text': 'Text on buttons', text: 'Text', muted: 'Secondary text', bg: 'Background',
      border: 'Borders', error: 'Error messages', focus: 'Focus ring', surface: 'Panels',
    } as Record<string, string>,
    contrast: (ratio: string) => `Contrast ${ratio}:1`,
    leadEmails: 'Lead e-mail addresses', leadEmailsHint: 'One address per line. New leads are e-mailed to every one.',
    line: (n: number, message: string) => `Line ${n}: ${message}`,
    languages: 'Languages the forms offer',
    languagesHint: 'With both ticked, each form shows a language switch. With one, forms use only that language and show no switch.',
    languagesRequired: 'Tick at least one language',
  },
  kinds: { health: 'Health', dental: 'Dental', dental_check: 'Dental check', qr_dental: 'QR dental check', low_cost: 'Service request', kiosk: 'Kiosk' } as Record<string, string>,
  statuses: { new: 'New', contacted: 'Contacted', booked: 'Booked', closed: 'Closed' } as Record<string, string>,
  urgencies: { emergency: 'Emergency', soon: 'Soon', routine: 'Routine' } as Record<string, string>,
  roles: { owner: 'Owner', staff: 'Staff', network: 'Network' } as Record<string, string>,
  events: { received: 'Received', assessed: 'Assessed', emailed: 'E-mailed', status: 'Status changed', note: 'Note', reassigned: 'Reassigned', exported: 'Exported' } as Record<string, string>,
  errors: { generic: 'Something went wrong. Please try again.', notFound: 'This lead does not exist or is not yours.', forbidden: 'You do not have access to this page.' },
  minutes: (m: number | null) => (m == null ? '–' : m < 60 ? `${Math.round(m)} min` : m < 1440 ? `${Math.round(m / 6) / 10} h` : `${Math.round(m / 144) / 10} d`),
}

/** The workspace catalogue's shape: a second language is a second object of this type. */
export type WorkspaceText = typeof workspaceEn
