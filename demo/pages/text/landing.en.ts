/**
 * The landing page's own words in English. Every language's catalogue has exactly this shape
 * (LandingText), so a sentence missing from one is a type error. The widgets on the page carry
 * their own catalogues (src/text).
 */
export const landingEn = {
  title: 'PetLead · Affordable vet care and free AI pet health checks',
  description:
    'Request low-cost veterinary services for your dog or cat, get a price estimate from clinics near you, and a free AI health or dental assessment by e-mail.',
  skip: 'Skip to content',
  navLabel: 'Main',
  nav: { how: 'How it works', services: 'Services', contact: 'Contact' },
  /** The link to the other language: its name in its own words. */
  otherLanguage: 'Español',
  hero: {
    eyebrow: 'Low-cost vet care for dogs and cats',
    title: 'Affordable care for your pet starts with one simple request',
    lead: 'Tell us what your dog or cat needs. We find clinics and programs near you, show you an estimated price in minutes, and a clinic gets back to you.',
    healthCheck: 'Free AI health check',
    trustLabel: 'Why owners use PetLead',
    trust: ['Free for pet owners', 'Estimate in minutes', 'No account needed'],
  },
  mock: {
    tag: 'Example',
    question: 'Which service do you need?',
    options: ['Spay / neuter', 'Vaccination', 'Dental care', 'Wellness exam'],
    estimate: 'Example estimate',
    /** Under the example's price: what it is for and whose price it is. */
    estimateNote: (lbs: number, clinic: string) => `Dental care, dog of ${lbs} lbs or less, ${clinic}`,
  },
  aboutLabel: 'About PetLead',
  statement:
    'PetLead only connects pet owners with clinics and programs. PetLead does not itself offer veterinary services; every examination and treatment is provided by an independent, licensed clinic.',
  how: {
    eyebrow: 'What we do',
    title: 'How it works',
    lead: 'PetLead turns a worried search into a concrete next step. The questions are the ones a veterinarian asks first, so the clinic that follows up already knows your pet.',
    steps: [
      {
        title: 'Tell us about your pet',
        text: 'Answer one short question at a time: your zip code, the service, breed, age and weight. A photo helps but is optional.',
      },
      {
        title: 'Get guidance and an estimate',
        text: 'See a price range from clinics near you right away, and an optional AI look at the photo of the problem.',
      },
      {
        title: 'A clinic follows up',
        text: 'A partner clinic or program receives your request and contacts you to book. You decide whether to go ahead.',
      },
    ],
  },
  services: {
    eyebrow: 'Services',
    title: 'Care you can request',
    lead: "From routine prevention to a problem that needs a closer look. Estimates come from each clinic's own price table.",
    items: {
      spay: { title: 'Spay and neuter', text: 'Low-cost surgery through partner clinics and community programs.' },
      vaccine: { title: 'Vaccination', text: 'Core shots for puppies, kittens and adults, and boosters on time.' },
      tooth: { title: 'Dental care', text: 'Cleanings, extractions and a free AI dental check from a photo.' },
      stethoscope: { title: 'Wellness exams', text: 'A yearly check-up that catches problems while they are small.' },
      chip: { title: 'Microchipping', text: 'A one-time chip that brings a lost pet home.' },
      search: { title: 'Lumps and bumps', text: 'Evaluation of a mass or tumor, with a photo to start.' },
      paw: { title: 'Limping and mobility', text: 'Lameness, stiffness and joint pain in dogs and cats.' },
      drop: { title: 'Skin, ear and eye issues', text: 'Rashes, itching, ear infections, red or runny eyes.' },
    },
    health: {
      title: 'Free AI pet health assessment',
      text: 'Describe your dog or cat and what worries you. Triage guidance arrives by e-mail: how urgent it looks, what to watch, when to see a vet.',
      link: 'Start the health check',
    },
    dental: {
      title: 'Free AI dental assessment',
      text: 'Dental disease is the most common problem vets see. Send a photo of the teeth and gumline and get a note on what it shows.',
      link: 'Start the dental check',
    },
    finePrint:
      "Each assessment says which engine wrote it: a configured AI model, named, or PetLead's offline rules engine, which uses no AI model and does not look at photos. It is triage guidance, not professional medical advice, and it does not replace an examination by a veterinarian.",
  },
  cta: {
    title: 'Ready to find affordable care?',
    /** How many questions the wizard asks: the fewest and the most, which depend on the answers. */
    text: (fewest: number, most: number) =>
      `${fewest} to ${most} short questions, about three minutes. Your answers are kept if you close the window by accident.`,
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Questions? Running a clinic or a program?',
    text: 'Write to us about a request you made, or about adding your clinic or low-cost program to PetLead. We answer within one business day.',
  },
  hoursTitle: 'Business hours',
  hours: 'Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 12 noon',
  footer: {
    exploreLabel: 'Footer',
    explore: 'Explore',
    health: 'Health assessment',
    dental: 'Dental assessment',
    recover: 'Recover password',
    routes: 'All demo pages',
    rights: 'All rights reserved.',
  },
}

/** The shape every language's catalogue of the landing page has. */
export type LandingText = typeof landingEn
