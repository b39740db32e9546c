import { offlineAssess } from '../assessment/offlineEngine'
import { petFacts } from '../assessment/petFacts'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import type { Db } from '../db/db'
import { runDueJobs } from '../jobs/runDueJobs'
import { DEMO_USER } from '../db/demoUser'
import { jpegWithExif } from './samples'
import { formWith, makeTestApp } from './testApp'
import { validDental, validLowCost, validPet, validQrFields } from './payloads'

/** Facts that reach every branch of the offline engine (ages, weights, each red flag, medicines, breath scores). */
const FACT_CASES: [string, Parameters<typeof petFacts>[0], Record<string, unknown>][] = [
  ['health', 'health', validPet()],
  ['heavy', 'health', { ...validPet(), weight: '110' }],
  [
    'light',
    'health',
    {
      ...validPet(),
      weight: '30',
      medications: ['Prednisone / Prednisolone'],
      health_conditions: ['Arthritis / Osteoarthritis', 'Obesity'],
    },
  ],
  ['puppy', 'health', { ...validPet(), birthday: '2025-12-01', weight: '20', additional_info: '' }],
  [
    'unknown breed',
    'health',
    { ...validPet(), primary_breed: 'Komondor', secondary_breed: 'Puli', medications: [], allergies: [], additional_info: 'nothing wrong' },
  ],
  ['no facts', 'health', { pet_type: 'dog' }],
  ['nsaid', 'health', { ...validPet(), additional_info: 'vomiting twice today and not eating' }],
  [
    'pyometra',
    'health',
    { ...validPet(), gender: 'female', neutered_or_spayed: 'no', additional_info: 'She is drinking a lot and lethargic' },
  ],
  [
    'emergencies',
    'health',
    {
      ...validPet(),
      additional_info: "She can't breathe, had a seizure, ate chocolate, bloody stool, swollen belly, cannot pee, hit by a car, pale gums",
    },
  ],
  [
    'routine signs',
    'health',
    { ...validPet(), additional_info: 'lump, cough, tired, ears, eyes, bad breath, thirst, weight loss, anxiety, limping' },
  ],
  [
    'kitten',
    'health',
    {
      pet_name: 'Kit',
      pet_type: 'cat',
      birthday: '2025-10-01',
      additional_info: 'i need help with vomiting, diarrhea or loss of appetite',
    },
  ],
  ['senior cat', 'qr_dental', { pet_name: 'Tiger', pet_type: 'Cat', breed: 'Siamese', birthdate: '2012-01-01', bad_breath: '5' }],
  ['breath 1', 'qr_dental', { pet_name: 'Tiger', pet_type: 'Cat', breed: 'Siamese', birthdate: '2020-01-01', bad_breath: '1' }],
  ['breath 3', 'qr_dental', { pet_name: 'Tiger', pet_type: 'Cat', breed: 'Persian', birthdate: '2020-01-01', bad_breath: '3' }],
  ['dental', 'dental', validDental()],
  ['senior giant', 'health', { ...validPet(), primary_breed: 'Great Dane', birthday: '2018-01-01', weight: '150' }],
]

/**
 * Every text an owner reads, in the language the requests ask for (`headers`, e.g.
 * Accept-Language), keyed by a stable name: offline notes, the HTML results, the e-mails of a
 * health submission (the owner's and the clinic's lead notification), the estimate and the
 * recovery e-mails. Ids, photo names and codes are masked. The English run is compared with what the server
 * wrote before the text catalogues existed (fixtures/english-outputs.json).
 */
export async function ownerOutputs(
  db: Db,
  dataDir: string,
  headers: Record<string, string> = {},
  facts = true,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const now = new Date('2026-03-02T10:00:00Z')
  if (facts) {
    for (const [name, kind, data] of FACT_CASES) {
      out[`offline: ${name}`] = offlineAssess(petFacts(kind, data), now, name === 'dental')
    }
  }
  await seedDemoClinics(db, now)
  // The outputs are an open clinic's, as they were first written; at the test clock's hour (2 AM in
  // California) the demo's office hours would have every clinic closed, so they are left out here.
  await db.query('UPDATE clinics SET opening_hours = NULL')
  const a = makeTestApp(db, dataDir)
  const post = (path: string, json: unknown) => a.post(path, json, headers)
  out['check_dental_ai'] = (await post('/api/pet/check_dental_ai', validDental())).json.content
  out['dental_check_amcp'] = (
    await a.call('POST', '/api/pet_app/dental_check_amcp', {
      body: formWith('photo', jpegWithExif(), 'foto.jpg', 'image/jpeg', validQrFields()),
      headers,
    })
  ).json.content
  out['form_low_cost'] = (await post('/api/form_low_cost', validLowCost())).json.content
  out['form_low_cost: dog, no AI'] = (
    await post('/api/form_low_cost', { ...validLowCost(), service: 'spay_neuter', analizeAi: false, pet_type: 'dog', weight: '60' })
  ).json.content
  out['form_low_cost: small dog, emergency'] = (
    await post('/api/form_low_cost', {
      ...validLowCost(),
      zip_code: '94588',
      service: 'wellness_exam',
      analizeAi: false,
      pet_type: 'dog',
      weight: '20',
      request: 'He ate chocolate an hour ago and is shaking',
    })
  ).json.content
  out['form_low_cost: nobody in range'] = (
    await post('/api/form_low_cost', { ...validLowCost(), zip_code: '10001', analizeAi: true })
  ).json.content
  for (const body of [validPet(), { ...validPet(), additional_info: 'She has trouble breathing and ate rat bait' }]) {
    const id = (await post('/api/pet', body)).json.content._id as string
    await a.call('POST', `/api/pet/message_to_ia/${id}`, { headers })
  }
  await runDueJobs(a.deps)
  await a.post('/api/user/recover_password', { email: DEMO_USER.email }, headers)
  const code = (
    await db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE to_addr = $1 ORDER BY created_at DESC LIMIT 1', [
      DEMO_USER.email,
    ])
  )[0]!.text_body.match(/\d{6}/)![0]
  const token = (await a.post('/api/user/verify_code', { email: DEMO_USER.email, code }, headers)).json.content.reset_token
  await a.patch('/api/user/password', { email: DEMO_USER.email, password: 'New-pass-2', reset_token: token }, headers)
  const mails = await db.query<{ to_addr: string; subject: string; text_body: string; html_body: string }>(
    'SELECT to_addr, subject, text_body, html_body FROM outbox WHERE ack_of IS NULL',
  )
  const mask = (s: string) =>
    s
      .replaceAll(code, 'CODE')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
      .replace(/\/uploads\/[\w-]+\./g, '/uploads/NAME.')
  // Sorted after masking: a lead notification's text starts with its random id.
  mails
    .map((m) => [m.to_addr, mask(`${m.subject}\n---\n${m.text_body}\n---\n${m.html_body}`)] as const)
    .sort(([a, x], [b, y]) => a.localeCompare(b) || (x < y ? -1 : x > y ? 1 : 0))
    .forEach(([to, text], i) => {
      out[`mail ${i} to ${to}`] = text
    })
  return out
}
