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
    noOptions: 'No options',
    loading: 'Loading...',
    petType: { dog: 'Dog', cat: 'Cat' },
    gender: { male: 'Male', female: 'Female' },
    neutered: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
  },
  photo: {
    choose: 'Choose a photo',
    change: 'Change photo',
    remove: 'Remove photo',
    preview: 'Preview of the chosen photo',
    hint: 'JPEG, PNG, WebP or a phone photo. It is resized before upload.',
    processing: 'Preparing photo...',
  },
  acknowledgement: {
    text: 'I understand and acknowledge that the diagnosis provided is based on artificial intelligence and should not be considered as professional medical advice',
    privacy: 'Privacy policy',
  },
  submit: {
    health: 'Free AI Pet Health Assessment',
    dental: 'Free AI Dental Assessment',
    submit: 'Submit',
    sending: 'Sending',
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
  },
  unavailable: (form: string) => `The "${form}" form is not available in this version of PetLead yet.`,
}

/** The shape every language file must have. */
export type Text = typeof en
