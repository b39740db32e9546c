import type { Clinic } from './Clinic'

/**
 * The built-in look of the spec's clinics, keyed by clinicId (the spec's route names in lower
 * case): what a widget shows while GET /clinics/{id} is on its way, or when the API does not
 * serve that call. Public fields only: where leads go lives on the server only (a lead address in the bundle would be public), and a
 * test over dist/ fails if a lead address comes back. Any other clinic renders from the API alone.
 */
export const clinics: Record<string, Clinic> = {
  willow: {
    name: 'Willow Veterinary Hospital',
    logo: '/assets/logos/willow.svg',
    website: 'https://willow.example.org',
    bookingUrl: 'https://willow.example.org/appointments',
    resultsVariant: 'logo-return-appointment',
    resultsText:
      'Your pet’s assessment is on its way to your inbox. Our team has your details and will reach out if anything needs a closer look.',
    forms: ['clinic-health', 'clinic-dental'],
  },
  acacia: {
    name: 'Acacia Animal Clinic',
    logo: '/assets/logos/acacia.svg',
    website: 'https://acacia.example.org',
    resultsVariant: 'logo-return',
    resultsText:
      'Thank you! The AI-generated insights have been sent to your e-mail. Bring them to your next visit so we can talk them through.',
    forms: ['clinic-health', 'clinic-dental'],
  },
  americavet: {
    name: 'AmericaVet Animal Hospital',
    logo: '/assets/logos/americavet.svg',
    website: 'https://americavet.example.org',
    resultsVariant: 'logo-return',
    resultsText: 'Thanks for trusting AmericaVet. Check your e-mail for your pet’s AI-generated insights.',
    forms: ['clinic-health'],
  },
  centralvalley: {
    name: 'Central Valley Pet Hospital',
    logo: '/assets/logos/centralvalley.svg',
    website: 'https://centralvalley.example.org',
    bookingUrl: 'https://centralvalley.example.org/book',
    resultsVariant: 'dental-special',
    promotions: [{ title: 'Dental month special', text: '$200 off dental care', validFrom: '2024-09-01', validTo: '2024-09-30' }],
    forms: ['clinic-health'],
  },
  lancaster: {
    name: 'Lancaster Veterinary Center',
    logo: '/assets/logos/lancaster.svg',
    website: 'https://lancaster.example.org',
    bookingUrl: 'https://lancaster.example.org/book-online',
    resultsVariant: 'check-email-logo',
    forms: ['clinic-health', 'clinic-dental'],
  },
  pleasanton: {
    name: 'Pleasanton Pet Care',
    logo: '/assets/logos/pleasanton.svg',
    website: 'https://pleasanton.example.org',
    bookingUrl: 'https://pleasanton.example.org/book',
    resultsVariant: 'dental-special',
    promotions: [{ title: 'Dental month special', text: '$200 off dental care', validFrom: '2024-09-01', validTo: '2024-09-30' }],
    forms: ['clinic-health', 'clinic-dental'],
  },
  vmcuc: {
    name: 'Veterinary Medical Center of Upland',
    logo: '/assets/logos/vmcuc.svg',
    website: 'https://vmcuc.example.org',
    bookingUrl: 'https://vmcuc.example.org/appointments',
    resultsVariant: 'check-email-logo',
    forms: ['clinic-health', 'clinic-dental'],
  },
  'willow-park': {
    name: 'Willow Park Animal Hospital',
    logo: '/assets/logos/willow-park.svg',
    website: 'https://willowpark.example.org',
    resultsVariant: 'logo-return',
    forms: ['kiosk-dental'],
  },
  'amcp-park': {
    name: 'AMCP Park Veterinary Clinic',
    logo: '/assets/logos/amcp-park.svg',
    website: 'https://amcppark.example.org',
    resultsVariant: 'logo-return',
    forms: ['kiosk-dental'],
  },
  amcp: {
    name: 'Animal Medical Center of Pasadena',
    logo: '/assets/logos/amcp.svg',
    website: 'https://amcp.example.org',
    resultsVariant: 'check-email-logo',
    forms: ['qr-dental'],
  },
}
