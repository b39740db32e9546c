import { offlineAssess } from '../assessment/offlineEngine'
import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { submissionTriage } from '../assessment/submissionTriage'
import type { Sign, Urgency } from '../triage/triage'
import type { Lang } from '../text/lang'

/** One submission as a form sends it, with what its owner complained of (the signs a reader expects the note to answer). */
export interface CorpusCase {
  /** The form and call that sent it. */
  form: string
  kind: PetFacts['kind']
  data: Record<string, unknown>
  photo?: boolean
  /** The signs the owner described, which the note must answer (hand-read from the words, not from the engine). */
  says: Sign['flag'][]
}

const HEALTH = '/pet (health form)'
const CLINIC = '/pet (clinic health form)'
const DENTAL = '/pet/dentipet_pet (dental form)'
const KIOSK = '/pet/dentipet_pet (kiosk)'
const CHECK = '/pet/check_dental_ai (clinic dental form)'
const QR = '/pet_app/dental_check_amcp (QR check)'
const WIZARD = '/form_low_cost (wizard, AI analysis ticked)'

const pet = (o: Record<string, unknown>) => ({
  pet_name: 'Rex',
  pet_type: 'dog',
  primary_breed: 'Labrador Retriever',
  secondary_breed: '',
  weight: '70',
  gender: 'male',
  birthday: '2020-04-10',
  neutered_or_spayed: 'yes',
  medications: [],
  allergies: [],
  health_conditions: [],
  additional_info: '',
  image_url: '',
  ...o,
})
const cat = (o: Record<string, unknown>) =>
  pet({ pet_name: 'Misu', pet_type: 'cat', primary_breed: 'Domestic Shorthair', weight: '10', gender: 'female', ...o })
/** A clinic form's additional_info, as the widget joins it: the prefix, the chosen issue, a space, the owner's words. */
const clinic = (issue: string, words: string, o: Record<string, unknown> = {}) =>
  pet({ clinic_id: 'willow', additional_info: ['i need help with ' + issue, words].filter(Boolean).join(' '), ...o })
const dental = (o: Record<string, unknown>) => ({
  pet_name: 'Milo',
  pet_type: 'Dog',
  primary_breed: 'Beagle',
  secondary_breed: '',
  birthday: '2018-01-10',
  additional_info: '',
  zip_code: '94566',
  image_url: '',
  ...o,
})
const qr = (o: Record<string, unknown>) => ({
  petName: 'Tiger',
  pet_name: 'Tiger',
  pet_type: 'Cat',
  breed: 'Siamese',
  primary_breed: 'Siamese',
  birthdate: '2016-07-21',
  bad_breath: '3',
  additional_info: '',
  ...o,
})
const wizard = (o: Record<string, unknown>) => ({
  pet_name: 'Luna',
  service: 'skin_rash',
  pet_type: 'cat',
  pet_breeds: ['Domestic Shorthair'],
  weight: '9',
  gender: 'female',
  neutered_or_payed: 'yes',
  birthday: '2020-02-02',
  analizeAi: true,
  request: '',
  ...o,
})

/**
 * Varied submissions from every form that writes a note: both species, English and Spanish words,
 * with and without photos, from a wellness check to an emergency. docs/assessment-corpus.md shows
 * each one's note in both languages.
 */
export const CORPUS: CorpusCase[] = [
  // The main health form: free words only.
  { form: HEALTH, kind: 'health', data: pet({ additional_info: '' }), says: [] },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'He has been limping on his back leg since the hike.' }),
    says: ['limping'],
  },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Not eating since yesterday, otherwise fine.' }), says: ['notEating'] },
  { form: HEALTH, kind: 'health', data: cat({ additional_info: 'She has not eaten anything since yesterday.' }), says: ['notEating'] },
  {
    form: HEALTH,
    kind: 'health',
    data: cat({ pet_name: 'Tom', gender: 'male', additional_info: 'He keeps going to the litter box and straining, nothing comes out.' }),
    says: ['urine'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'His belly is swollen and he keeps retching but nothing comes up.' }),
    says: ['bloat'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'She ate a whole bar of dark chocolate an hour ago.' }),
    says: ['poisoning'],
  },
  { form: HEALTH, kind: 'health', data: cat({ additional_info: 'She chewed on a lily from the bouquet.' }), says: ['poisoning'] },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'He had a seizure this morning that lasted two minutes.' }),
    says: ['seizure'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: cat({ additional_info: 'She is breathing with her mouth open and her gums look blue.' }),
    says: ['breathing'],
  },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Vomited twice today, still drinking water.' }), says: ['vomiting'] },
  {
    form: HEALTH,
    kind: 'health',
    data: cat({ birthday: '2025-12-01', weight: '2', additional_info: 'Kitten has diarrhea since last night.' }),
    says: ['vomiting'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ birthday: '2025-11-01', weight: '12', additional_info: 'Puppy vomiting and has diarrhea, not vaccinated yet.' }),
    says: ['vomiting'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'Found a small lump on his side, about the size of a pea.' }),
    says: ['lump'],
  },
  { form: HEALTH, kind: 'health', data: cat({ additional_info: 'Coughing a few times a day for a week.' }), says: ['cough'] },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'Drinking a lot more water and peeing more than usual.' }),
    says: ['thirst'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: cat({ birthday: '2012-03-01', additional_info: 'Losing weight even though she eats well.' }),
    says: ['weight'],
  },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Squinting his left eye and it looks cloudy.' }), says: ['eye'] },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Shaking his head and his ear smells bad.' }), says: ['ear'] },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'He was hit by a car, he seems okay but scared.' }), says: ['injury'] },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Swallowed a sock this afternoon.' }), says: ['foreignBody'] },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({
      pet_name: 'Bella',
      gender: 'female',
      neutered_or_spayed: 'no',
      birthday: '2018-01-01',
      additional_info: 'She is drinking a lot and lethargic.',
    }),
    says: ['thirst'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({
      weight: '110',
      medications: ['Carprofen (Rimadyl)'],
      allergies: ['Chicken'],
      additional_info: 'Vomiting since he started the new pills.',
    }),
    says: ['vomiting'],
  },
  {
    form: HEALTH,
    kind: 'health',
    data: cat({
      birthday: '2010-06-01',
      medications: ['Prednisone / Prednisolone'],
      health_conditions: ['Hyperthyroidism'],
      additional_info: 'Just a check-up.',
    }),
    says: [],
  },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Vomita y no come desde ayer.' }), says: ['vomiting', 'notEating'] },
  { form: HEALTH, kind: 'health', data: cat({ additional_info: 'Le cuesta respirar desde anoche.' }), says: ['breathing'] },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Cojea de la pata delantera.' }), says: ['limping'] },
  {
    form: HEALTH,
    kind: 'health',
    data: cat({ additional_info: 'Se rasca mucho y tiene costras en el cuello.' }),
    photo: true,
    says: ['skin'],
  },
  { form: HEALTH, kind: 'health', data: pet({ additional_info: 'Comió chocolate hace una hora.' }), says: ['poisoning'] },
  {
    form: HEALTH,
    kind: 'health',
    data: pet({ additional_info: 'A bee stung him and his face is swelling up.' }),
    photo: true,
    says: ['allergic'],
  },
  // The clinic health forms: a listed issue, then the owner's words after a space.
  { form: CLINIC, kind: 'health', data: clinic('ear problems, scratching ears or head shaking', 'Scratching left ear'), says: ['ear'] },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('ear problems, scratching ears or head shaking', 'Scratching left ear', {
      pet_name: 'Nube',
      pet_type: 'cat',
      primary_breed: 'Persian',
      weight: '9',
    }),
    says: ['ear'],
  },
  { form: CLINIC, kind: 'health', data: clinic('skin problems, itching or hair loss', ''), photo: true, says: ['skin'] },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('skin problems, itching or hair loss', 'Bald patch on the tail, he licks it all the time'),
    says: ['skin'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('eye problems, redness, discharge or squinting', 'Red right eye since Sunday'),
    says: ['eye'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('dental problems, bad breath or trouble eating', 'Drops food when chewing'),
    says: ['teeth'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('vomiting, diarrhea or loss of appetite', 'Threw up once this morning'),
    says: ['vomiting'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('vomiting, diarrhea or loss of appetite', 'Has not eaten for two days', {
      pet_name: 'Kiki',
      pet_type: 'cat',
      primary_breed: 'Siamese',
      weight: '8',
    }),
    says: ['vomiting', 'notEating'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('limping, stiffness or trouble getting up', 'Slow to get up in the mornings', { birthday: '2013-01-01' }),
    says: ['limping'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('coughing, sneezing or breathing difficulties', 'Sneezing a bit since Monday'),
    says: ['cough'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('peeing more often, accidents or straining to pee', 'Straining in the litter box, only drops come out', {
      pet_type: 'cat',
      pet_name: 'Leo',
      primary_breed: 'Maine Coon',
      weight: '15',
    }),
    says: ['urine'],
  },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('behavior changes, anxiety or aggression', 'Growls when we touch his back'),
    says: ['behaviour'],
  },
  { form: CLINIC, kind: 'health', data: clinic('weight gain or weight loss', '', { weight: '95' }), says: ['weight'] },
  { form: CLINIC, kind: 'health', data: clinic('a lump, bump or swelling', 'Lump on the chest that grew this month'), says: ['lump'] },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('low energy, lethargy or sleeping more than usual', 'Sleeping all day'),
    says: ['lowEnergy'],
  },
  { form: CLINIC, kind: 'health', data: clinic('a general wellness check and preventive care', ''), says: [] },
  {
    form: CLINIC,
    kind: 'health',
    data: clinic('skin problems, itching or hair loss', 'Se rasca las orejas y tiene granitos'),
    says: ['skin'],
  },
  // The dental form, the kiosk and the clinic dental forms.
  { form: DENTAL, kind: 'dental', data: dental({ additional_info: 'Bad breath for a month' }), says: ['teeth'] },
  {
    form: DENTAL,
    kind: 'dental',
    data: dental({ pet_name: 'Olga', pet_type: 'Cat', primary_breed: 'Persian', additional_info: '' }),
    photo: true,
    says: ['teeth'],
  },
  { form: DENTAL, kind: 'dental', data: dental({ additional_info: 'Tiene mal aliento y se le cae la comida.' }), says: ['teeth'] },
  { form: KIOSK, kind: 'dental', data: dental({ doctor_notes: 'Heavy tartar on the upper molars' }), photo: true, says: ['teeth'] },
  {
    form: KIOSK,
    kind: 'dental',
    data: dental({ doctor_notes: '', primary_breed: 'Chihuahua', birthday: '2014-05-05' }),
    photo: true,
    says: ['teeth'],
  },
  {
    form: CHECK,
    kind: 'dental_check',
    data: dental({ clinic_id: 'acacia', additional_info: 'Broken tooth, bleeding gums' }),
    photo: true,
    says: ['teeth', 'bleeding'],
  },
  {
    form: CHECK,
    kind: 'dental_check',
    data: dental({ clinic_id: 'acacia', pet_name: 'Sol', pet_type: 'Cat', primary_breed: 'Siamese', additional_info: 'Red gums' }),
    says: ['teeth'],
  },
  {
    form: CHECK,
    kind: 'dental_check',
    data: dental({ clinic_id: 'vmcuc', additional_info: 'Face swollen under the eye' }),
    photo: true,
    says: ['teeth'],
  },
  // The QR dental check: the breath score.
  { form: QR, kind: 'qr_dental', data: qr({ bad_breath: '1' }), says: ['teeth'] },
  { form: QR, kind: 'qr_dental', data: qr({ bad_breath: '3', additional_info: 'Drops food sometimes' }), photo: true, says: ['teeth'] },
  { form: QR, kind: 'qr_dental', data: qr({ bad_breath: '5', birthdate: '2010-01-01' }), photo: true, says: ['teeth'] },
  {
    form: QR,
    kind: 'qr_dental',
    data: qr({
      pet_name: 'Toby',
      petName: 'Toby',
      pet_type: 'Dog',
      breed: 'Pug',
      primary_breed: 'Pug',
      bad_breath: '4',
      additional_info: 'No come bien',
    }),
    says: ['teeth'],
  },
  {
    form: QR,
    kind: 'qr_dental',
    data: qr({ pet_name: 'Max', petName: 'Max', pet_type: 'Dog', breed: 'Boxer', primary_breed: 'Boxer', bad_breath: '2' }),
    photo: true,
    says: ['teeth'],
  },
  // The service-request wizard, when the owner asks for the AI analysis.
  { form: WIZARD, kind: 'low_cost', data: wizard({ request: 'Itchy rash on her neck for two weeks' }), photo: true, says: ['skin'] },
  {
    form: WIZARD,
    kind: 'low_cost',
    data: wizard({
      service: 'lameness_mobility',
      pet_name: 'Duke',
      pet_type: 'dog',
      pet_breeds: ['Beagle'],
      weight: '25',
      request: 'Limping after jumping off the couch',
    }),
    says: ['limping'],
  },
  {
    form: WIZARD,
    kind: 'low_cost',
    data: wizard({
      service: 'ear_eye_issues',
      pet_name: 'Coco',
      pet_type: 'dog',
      pet_breeds: ['Pug'],
      weight: '17',
      request: 'Ojo rojo y le lagrimea',
    }),
    says: ['eye'],
  },
  {
    form: WIZARD,
    kind: 'low_cost',
    data: wizard({ service: 'mass_tumor_evaluation', request: 'A lump on her belly' }),
    photo: true,
    says: ['lump'],
  },
  {
    form: WIZARD,
    kind: 'low_cost',
    data: wizard({ service: 'weight_issues', pet_name: 'Bruno', pet_type: 'dog', pet_breeds: ['Dachshund'], weight: '40', request: '' }),
    says: [],
  },
]

/** The day the corpus is written on, so ages in it never change. */
export const CORPUS_NOW = new Date('2026-03-02T10:00:00Z')

/** One case's note in one language, with the urgency stored for it (submissionTriage, as a lead's arrival stores it). */
export function corpusNote(c: CorpusCase, lang: Lang): { urgency: Urgency; note: string } {
  const urgency = submissionTriage(c.kind, c.data, CORPUS_NOW)!.urgency
  return { urgency, note: offlineAssess({ ...petFacts(c.kind, c.data, lang), urgency }, CORPUS_NOW, !!c.photo) }
}

/** docs/assessment-corpus.md: every case's words and its note in English and in Spanish. */
export function corpusMarkdown(): string {
  const fence = (s: string) => '```text\n' + s + '\n```'
  return [
    '# Assessment corpus',
    '',
    "The offline rules engine's note for varied submissions from every form that writes one, in English and in Spanish. Written by `npm run docs:corpus` from `server/testing/assessmentCorpus.ts`; `server/assessment/assessmentCorpus.test.ts` fails when this file is out of date, and on any note that names another species, misses the complaint, says how soon more than once, or names different signs in its two languages.",
    '',
    ...CORPUS.flatMap((c, i) => {
      const words = String(c.data.additional_info || c.data.doctor_notes || c.data.request || '(no words)')
      return [
        `## ${i + 1}. ${c.form}: ${String(c.data.pet_type).toLowerCase()}${c.photo ? ', with a photo' : ''}`,
        '',
        `Sent: ${JSON.stringify(words)}${c.data.bad_breath ? `, breath ${String(c.data.bad_breath)} of 5` : ''}${c.kind === 'low_cost' ? `, service ${String(c.data.service)}` : ''}. Stored urgency: ${corpusNote(c, 'en').urgency}.`,
        '',
        fence(corpusNote(c, 'en').note),
        '',
        fence(corpusNote(c, 'es').note),
        '',
      ]
    }),
  ].join('\n')
}
