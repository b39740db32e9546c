import { servicesEn } from './services.en'

/**
 * Shown in a widget's place when its code cannot be fetched (the script-tag loader imports this
 * one sentence, not the whole text object).
 */
export const loadFailed = 'This form could not be loaded. Please check your connection and reload the page.'

/**
 * Every word an owner reads, in one typed object. A second language is a second file with the
 * same shape (`typeof en`). Wording in quotes below is the specification's contract, typos included.
 */
export const en = {
  messages: {
    required: 'Is required',
    email: 'Please enter a valid email address',
    stepRequired: 'This field is required *',
    imageRequired: 'Image is required',
    breath: "Please rate your pet's breath from 1 to 5.",
    passwordsMatch: 'Passwords must match',
    birthdayFuture: 'The birthday cannot be after today',
    birthdayPast: 'Please check the year: the birthday cannot be before 1980',
    maxBreeds: 'Choose at most 2 breeds',
    numeric: 'Use digits only',
    zipLength: 'At most 10 characters',
    code: 'Enter the 6-digit code',
    consent: 'Please tick the box to continue',
    captcha: 'Please confirm you are not a robot',
    photoType: 'Please choose an image file (JPEG, PNG, WebP, HEIC...)',
    photoRead: 'This photo could not be read. Please try another one.',
  },
  labels: {
    petName: 'Pet name',
    petType: 'Pet type',
    breeds: 'Breed (Max 2)',
    weight: 'Weight (lbs)',
    gender: 'Gender',
    birthday: 'Birthday or Approximate',
    neutered: 'Neutered or spayed',
    medical: 'Medical Information (Click to add additional medical information)',
    medications: 'Medications',
    allergies: 'Allergies',
    conditions: 'Health conditions',
    additionalInfo: 'Additional information',
    photo: 'Photo',
    zip: 'Zip code',
    ownerName: 'Owner name',
    email: 'Email',
    phone: 'Phone',
    removeItem: (name: string) => `Remove ${name}`,
    optional: '(optional)',
  },
  options: {
    select: 'Select...',
    show: 'Show options',
    typeMore: 'Type to see more...',
    noOptions: 'No options',
    loadFailed: 'This list could not be loaded: the form could not reach its server, or the server refused this website. Please try again later, or call the clinic.',
    loading: 'Loading...',
    petType: { dog: 'Dog', cat: 'Cat' },
    gender: { male: 'Male', female: 'Female' },
    neutered: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
  },
  photo: {
    choose: 'Choose a photo',
    change: 'Change photo',
    upload: 'Upload photo',
    camera: 'Take photo',
    drop: 'or drop it here',
    remove: 'Remove photo',
    preview: 'Preview of the chosen photo',
    hint: 'JPEG, PNG, WebP or a phone photo. It is resized before upload.',
    processing: 'Preparing photo...',
  },
  acknowledgement: {
    text: 'I understand and acknowledge that the diagnosis provided is based on artificial intelligence and should not be considered as professional medical advice',
    privacy: 'Privacy policy',
  },
  /**
   * The optional text-message consent box (unticked by default). Its words are what the owner
   * agrees to: change them only with SMS_CONSENT_VERSION (schemas/smsConsent.ts), which the
   * server records with the lead.
   */
  smsConsent: 'Text me updates about this request. Msg & data rates may apply. Reply STOP to opt out.',
  submit: {
    health: 'Free AI Pet Health Assessment',
    dental: 'Free AI Dental Assessment',
    submit: 'Submit',
    sending: 'Sending',
    /** Why a greyed button is greyed: the steps still missing, named on the page and in the button's description. */
    why: (steps: string) => `To continue, ${steps} above.`, and: ' and ',
    missing: { ack: 'tick the acknowledgement', captcha: 'complete "I\'m not a robot"', consent: 'tick the consent' },
    /** Spec section 8's banner: after a contact message, and a QR check answered without HTML. */
    done: 'Form submitted successfully! We will contact you soon.',
  },
  spinner: {
    label: 'Submitting, please wait',
    wait: 'Wait a moment...',
  },
  modal: {
    completed: 'Completed',
    completedText: (email: string) => `Thank you for submitting the form! An email has been sent to ${email}`,
    error: 'Error',
    accept: 'Accept',
    close: 'Close',
  },
  errors: {
    network: 'We could not reach the server. Please check your connection and try again; everything you typed is still here.',
    timeout: 'The server took too long to answer. Please try again; everything you typed is still here.',
    server: (status: number) => `The server could not process the form right now (error ${status}). Please try again in a moment; everything you typed is still here.`,
    rejected: (what: string) => `The server did not accept the form: ${what}. Please check it and try again.`,
    generic: 'Something went wrong while sending the form. Please try again; everything you typed is still here.',
    invalid: 'Some answers need your attention. Please check the highlighted fields.',
    siteNotAllowed: 'This form cannot be sent from this website: the clinic has not listed it among the websites allowed to send its forms, so nothing was sent. Please contact the clinic directly.',
    loadFailed,
  },
  serviceRequest: {
    open: 'Request a low-cost service',
    title: 'Request a low-cost service',
    progress: (step: number, total: number) => `Step ${step} of ${total}`,
    back: 'Back',
    next: 'Next',
    skip: 'Skip',
    resume: 'Continue where you left off?',
    resumeYes: 'Continue',
    resumeNo: 'Start over',
    waiting: 'Preparing your estimate...',
    service: 'Service',
    treatment: 'Describe the treatment your pet needs',
    analizeAi: 'Analyze my pet\'s photo with AI',
    photo: 'Photo of the affected area',
    quote: 'Photo of a quote from another clinic',
    questions: {
      zip: 'Where are you located?', pet: 'What is your pet\'s name?', service: 'Which service do you need?',
      type: 'Is your pet a dog or a cat?', breeds: 'What breed is your pet?', weight: 'How much does your pet weigh?',
      gender: 'Is your pet male or female?', neutered: 'Is your pet neutered or spayed?', birthday: 'When was your pet born?',
      owner: 'What is your name?', phone: 'What is your phone number?', email: 'What is your e-mail address?',
      photo: 'Can you show us the affected area?', quote: 'Do you have a quote from another clinic?', result: 'Your estimate',
    },
  },
  services: servicesEn,

  contact: {
    name: 'Name',
    company: 'Company',
    comment: 'Comment',
    sent: 'Message sent',
    failed: 'Your message was not sent.',
  },
  recovery: {
    code: '6-digit code',
    codeHint: (email: string) => `We sent a code to ${email}.`,
    password: 'New password',
    confirm: 'Confirm new password',
    continue: 'Continue',
    back: 'Back',
    emailNotFound: 'Email not found',
    codeNotFound: 'Code not found',
    done: 'Your password has been changed. You can now sign in with the new password.',
  },
  aiTest: {
    prompt: 'Prompt',
    image: 'Image',
    ask: 'Ask the model',
    thinking: 'Waiting for the answer...',
    answer: 'Answer',
  },
  steps: {
    next: 'Next',
    previous: 'Previous',
    progress: 'Progress',
    stepOf: (n: number, count: number) => `Step ${n} of ${count}`,
  },
  captcha: {
    label: "I'm not a robot",
    verifying: 'Verifying...',
    verified: 'Verified',
    error: 'Verification failed.',
    retry: 'Try again',
    /** Why it failed, said with the retry button (role=alert). */
    failures: {
      unsupported: 'This security check cannot be completed in this form. Please try again, or contact the clinic if it keeps failing.',
      unsolved: 'The security check could not be completed in time. Please try again.',
      expired: 'The security check expired. Please check the date and time on this device, then try again.',
      network: 'The security check could not be loaded. Please check your connection and try again.',
    },
  },
  clinic: {
    issue: 'What do you need help with?',
    /** additional_info starts with this, then the chosen issue and the free text (spec section 3). */
    issuePrefix: 'i need help with ',
    stepOwner: 'About you',
    stepPet: 'About your pet',
    stepHealth: 'Health details',
    stepTeeth: 'Teeth and contact',
    dentalInfo: 'Tell us about your pet’s dental health',
    teethPhoto: 'Photo of the teeth',
    teethHint: 'Take the photo from the side so it shows the gumline and both the top and bottom teeth.',
    thanksTitle: 'Thank you!',
    thanksText: 'Thank you for using our service. Please check your e-mail for the AI-generated insights.',
  },
  kiosk: {
    stepStaff: 'For clinic staff',
    consent: 'I understand and agree that:',
    consentPoints: [
      'the AI dental scan is informational only and is not a diagnosis;',
      'it does not create a veterinarian-client-patient relationship;',
      'a veterinary exam will be scheduled to confirm the results;',
      'the clinic may contact me by phone or e-mail.',
    ],
    banner: 'Thank you! Please return the tablet to our staff.',
    staffNotes: 'Staff notes',
    thanksText: 'Thank you! Your pet’s dental scan was sent. Our team will be in touch.',
    back: 'Return to Website',
  },
  qr: {
    breed: 'Breed',
    breath: 'Breath odor (1 fresh to 5 rotten)',
    breathScale: { 1: '1 (fresh)', 2: '2', 3: '3', 4: '4', 5: '5 (rotten)' } as Record<string, string>,
    concerns: 'Additional concerns',
    loadingImage: 'Loading image...',
    failed: 'Error sending form. Please try again.',
    thanks: "Thank you! We'll be in touch soon.",
  },
  results: {
    title: 'Your results',
    back: 'Return to Website',
    requestAppointment: 'Request an Appointment',
    checkEmail: 'Please check you email for results',
    book: 'Book an Appointment',
    bookOnline: 'Book an appointment online',
    website: 'Visit Clinic Website',
    logo: (name: string) => `${name} logo`,
    valid: (from: string, to: string) => `Valid ${from} to ${to}`,
    newTab: ' (opens in a new tab)',
  },
  unavailable: (form: string) => `The "${form}" form is not available in this version of PetLead yet.`,
  language: { label: 'Language', en: 'English', es: 'Español' },
}

/** The shape every language file must have. */
export type Text = typeof en
