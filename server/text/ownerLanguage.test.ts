import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { offlineAssess } from '../assessment/offlineEngine'
import { openAiProvider } from '../assessment/openAiProvider'
import { petFacts } from '../assessment/petFacts'
import { DEMO_USER } from '../db/demoUser'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { ownerOutputs } from '../testing/ownerOutputs'
import { validPet } from '../testing/payloads'
import { runDueJobs } from '../jobs/runDueJobs'
import { en } from './en'
import { es } from './es'
import { parseAcceptLanguage } from './lang'

let t: TestDb
withTestDb((d) => {
  t = d
})

const ES = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }
const now = new Date('2026-03-02T10:00:00Z')

/** Every leaf of a catalogue as [path, text]: strings as they are, functions called with sample values. */
function leaves(obj: object, path = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]): [string, string][] => {
    const p = path ? `${path}.${k}` : k
    if (typeof v === 'string') return [[p, v]]
    if (typeof v === 'function')
      return [[p, String(v(...(/passwordChangedMail\.when$|bookingMail\.at$/.test(p) ? [now, 'America/Los_Angeles'] : ['7', '7', '7'])))]]
    return leaves(v as object, p)
  })
}

/** English catalogue texts long enough that finding one in Spanish output means a string was missed. */
const ENGLISH = leaves(en)
  .map(([, s]) => s.trim())
  .filter((s) => s.length >= 12 && !s.includes('7'))

describe('Accept-Language', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-419', 'es'],
    ['ES-us', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['fr-FR,de;q=0.8', 'en'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
    ['pt-BR', 'en'],
    ['estonian', 'en'],
  ])('%j is %s', (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang)
  })
})

describe('the server text catalogues', () => {
  // Proper names and figures that are the same in both languages; nothing else may be.
  const SAME = new Set(['htmlLang'])

  it('es has every key of en, none empty, none identical to the English outside the allow-list', () => {
    const eng = new Map(leaves(en))
    const spa = new Map(leaves(es))
    expect([...spa.keys()].sort()).toEqual([...eng.keys()].sort())
    for (const [path, text] of spa) {
      expect(text.trim(), path).not.toBe('')
      if (!SAME.has(path)) expect(text, path).not.toBe(eng.get(path))
    }
  })
})

describe('a Spanish-speaking owner', () => {
  it('gets English output byte-identical to what the server wrote before the catalogues, without Accept-Language or with English', async () => {
    const before = JSON.parse(readFileSync(new URL('../testing/fixtures/english-outputs.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >
    expect(await ownerOutputs(t.db, t.dataDir)).toEqual(before)
    await t.reset()
    expect(await ownerOutputs(t.db, t.dataDir, { 'accept-language': 'en-US,en;q=0.9' }, false)).toEqual(
      Object.fromEntries(Object.entries(before).filter(([k]) => !k.startsWith('offline'))),
    )
  })

  it('stores lang with the submission and gets a Spanish assessment e-mail, while the clinic is notified in English', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const id = (
      await a.post(
        '/api/pet',
        { ...validPet(), additional_info: 'i need help with skin problems, itching or hair loss. Le cuesta respirar desde anoche.' },
        ES,
      )
    ).json.content._id
    const plain = (await a.post('/api/pet', validPet())).json.content._id
    expect(await t.db.query('SELECT id, lang FROM submissions ORDER BY lang')).toEqual([
      { id: plain, lang: 'en' },
      { id, lang: 'es' },
    ])
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    await runDueJobs(a.deps)
    const mails = await t.db.query<{ to_addr: string; subject: string; text_body: string; html_body: string }>(
      "SELECT to_addr, subject, text_body, html_body FROM outbox WHERE text_body LIKE '%Rex%' AND status = 'queued' AND run_at <= $1 AND ack_of IS NULL",
      [a.clock.now()],
    )
    const owner = mails.find((m) => m.to_addr === 'ann@example.com')!
    expect(owner.subject).toBe('Su evaluación de PetLead para Rex')
    expect(owner.text_body).toContain('POSIBLE EMERGENCIA: Lo que usted describe (dificultad para respirar) puede ser una emergencia.')
    expect(owner.text_body).toContain('Urgencia: ALTA.')
    expect(owner.text_body).toContain('Rex tiene 6 años y 9 meses de edad; es un perro adulto.')
    expect(owner.text_body).toContain('Usted pidió ayuda con problemas de piel, picazón o caída de pelo.')
    expect(owner.text_body).toContain('Siga dándole Carprofeno (Rimadyl) exactamente como se lo recetaron')
    expect(owner.text_body).toContain('Alergias conocidas (Pollo)')
    expect(owner.html_body).toContain('<html lang="es">')
    expect(owner.html_body).toContain(es.mailFooter)
    for (const s of ENGLISH) expect(owner.text_body + owner.html_body, s).not.toContain(s)
    const lead = mails.find((m) => m.to_addr !== 'ann@example.com')!
    expect(lead.subject).toBe('New lead: Pet health assessment')
    expect(lead.text_body).toContain(
      'POSSIBLE EMERGENCY: The owner reports breathing difficulty (in their words or ticked on the checklist).',
    )
    expect(lead.text_body).toContain('Result sent to the owner:')
    expect(lead.html_body).toContain(en.mailFooter)
    // The clinic learns which language to call the owner in.
    expect(lead.text_body).toContain("Owner's language: Spanish (the owner's e-mails and results are in Spanish).")
  })

  it('reads red flags typed in Spanish, and the offline engine writes its notes, red flags and advice in Spanish', () => {
    const facts = petFacts(
      'health',
      {
        ...validPet(),
        gender: 'female',
        neutered_or_spayed: 'no',
        weight: '110',
        health_conditions: ['Hip Dysplasia'],
        additional_info: 'Vomita y no come desde ayer; se cayó de la escalera y cojea. Bebe mucho.',
      },
      'es',
    )
    const note = offlineAssess(facts, now, true)
    expect(note).toMatch(/^Evaluación para Rex\n\nPor lo que usted escribió, notamos: /)
    expect(note).toContain('Urgencia: ALTA.')
    expect(note).toContain('Peso: 110 libras, por encima de las 55-80 libras típicas de esta raza.')
    expect(note).toContain('- Lesión: Después de una caída o un accidente')
    expect(note).toContain('- Vómito o diarrea: Ofrézcale agua')
    expect(note).toContain('- Falta de apetito: Anote cuándo comió y bebió su perro')
    expect(note).toContain('- Cojera o rigidez:')
    expect(note).toContain('- Bebe u orina más:')
    // Vomiting on an anti-inflammatory is a triage sign of its own (nsaid-stomach), with its care line.
    expect(note).toContain('- Malestar de estómago con un antiinflamatorio: No le dé la siguiente dosis')
    expect(note).toContain('- Posible infección del útero: ')
    expect(note).toContain('Las afecciones que ya tiene (Displasia de cadera)')
    expect(note).toContain(es.offline.photo)
    expect(note.endsWith(es.assessmentBy.offline)).toBe(true)
    for (const s of ENGLISH) expect(note, s).not.toContain(s)
    const unnamed = offlineAssess(
      petFacts('qr_dental', { pet_type: 'Cat', breed: 'Siamese', birthdate: '2012-01-01', bad_breath: '5' }, 'es'),
      now,
    )
    expect(unnamed).toContain('Evaluación para su mascota')
    expect(unnamed).toContain('Raza: Siamés.')
    expect(unnamed).toContain('su mascota tiene 14 años y 2 meses de edad; es un gato mayor.')
    expect(unnamed).toContain('Aliento calificado con 5 de 5')
    // A breath of 4 or 5 is a dental visit within days: the note reads the score as the stored triage does.
    expect(unnamed).toContain('Urgencia: MODERADA.')
  })

  it('gets the QR check, the dental result and the estimate in Spanish', async () => {
    const out = await ownerOutputs(t.db, t.dataDir, ES, false)
    expect(out['dental_check_amcp']).toContain(
      '<h2>Revisión dental para Tiger</h2><dl><dt>Calificación del aliento</dt><dd>4 de 5</dd></dl>',
    )
    expect(out['dental_check_amcp']).toContain('¡Gracias! Nos comunicaremos con usted pronto.')
    expect(out['check_dental_ai']).toContain('<h2>Evaluación dental para Milo</h2>')
    expect(out['form_low_cost']).toContain('<h2>Su solicitud para Luna: Sarpullido en la piel</h2>')
    expect(out['form_low_cost']).toMatch(
      /Pleasanton Pet Care<\/strong>, a 1\.9 millas <strong>\(se comunicará con usted\)<\/strong><br>Precio estimado: \$80 - \$230<br>Teléfono: /,
    )
    expect(out['form_low_cost']).toContain(
      'Clínicas y programas asociados cerca del código postal 94588 que ofrecen sarpullido en la piel, ',
    )
    expect(out['form_low_cost: small dog, emergency']).toContain(
      '<strong>Posible emergencia.</strong> Lo que usted describe (posible envenenamiento)',
    )
    expect(out['form_low_cost: small dog, emergency']).toContain('un perro de 40 libras o menos')
    expect(out['form_low_cost: nobody in range']).toContain(
      'Todavía ninguna clínica ni programa de la red de PetLead atiende el código postal 10001',
    )
    for (const [name, text] of Object.entries(out)) {
      if (name.includes('leads@')) {
        expect(text, name).toMatch(/^New lead: /)
        continue
      }
      for (const s of ENGLISH) expect(text, `${name}: ${s}`).not.toContain(s)
    }
    expect(out['mail 7 to demo@petlead.test']).toMatch(
      /^Se cambió su contraseña de PetLead\n---\nSu contraseña se cambió el lunes, 2 de marzo de 2026, 10:00 a\.\s?m\. \(UTC\)\./,
    )
    expect(out['mail 8 to demo@petlead.test']).toMatch(/^Su código de verificación de PetLead\n---\nSu código de verificación es CODE\./)
  })

  it('gets Spanish recovery e-mails when it asks in Spanish, and the demo outbox hides that code too', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    await a.post('/api/user/recover_password', { email: DEMO_USER.email }, { 'accept-language': 'es' })
    const [mail] = await t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM outbox')
    expect(mail!.subject).toBe(es.recoveryMail.subject)
    expect(mail!.text_body).toMatch(/^Su código de verificación es \d{6}\. Es válido por 10 minutos/)
    const { RECOVERY_CODE_SUBJECTS } = await import('../mail/recoveryCodeMail')
    expect(RECOVERY_CODE_SUBJECTS).toContain(mail!.subject)
  })

  it('asks an OpenAI-compatible model to answer in Spanish, and English prompts stay as they were', async () => {
    const bodies: { messages: { role: string; content: unknown }[] }[] = []
    const fetch = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify({ choices: [{ message: { content: 'Urgencia: BAJA.' } }] }), { status: 200 })
    }) as unknown as typeof globalThis.fetch
    const p = openAiProvider({ baseUrl: 'http://model.test/v1', model: 'm', fetch })
    await p.assess(petFacts('health', validPet(), 'es'), now)
    await p.assess(petFacts('health', validPet()), now)
    const [spanish, english] = bodies.map((b) => b.messages)
    expect(spanish![0]!.content).toContain('Write the whole answer in Spanish')
    expect(english![0]!.content).not.toContain('Spanish')
    // The language is an instruction, not owner data: the fenced facts are the same.
    expect(JSON.stringify(spanish![1])).toBe(JSON.stringify(english![1]))
  })
})

describe('lookups in Spanish', () => {
  it('carry label_es where Spanish differs, keep the English name as the value, and prev_info carries title_es and description_es', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const dogs = (await a.get('/api/dog_breed')).json.content
    expect(dogs).toContainEqual({ name: 'Mixed Breed (Small)', label_es: 'Mestizo (pequeño)' })
    expect(dogs).toContainEqual({ name: 'German Shepherd Dog', label_es: 'Pastor alemán' })
    expect(dogs).toContainEqual({ name: 'Beagle' })
    expect((await a.get('/api/cat_breed')).json.content).toContainEqual({ name: 'Mixed Breed', label_es: 'Mestizo' })
    for (const list of ['condition', 'allergie']) {
      const items = (await a.get(`/api/${list}`)).json.content as { name: string; label_es?: string }[]
      const labelled = items.filter((i) => i.label_es)
      expect(labelled.length / items.length, list).toBeGreaterThan(0.9)
    }
    const meds = (await a.get('/api/medicine')).json.content as { name: string; label_es?: string }[]
    expect(meds).toContainEqual({ name: 'Carprofen (Rimadyl)', label_es: 'Carprofeno (Rimadyl)' })
    expect(meds).toContainEqual({ name: 'Tramadol' })
    expect((await a.get('/api/allergie')).json.content).toContainEqual({ name: 'Chicken', label_es: 'Pollo' })
    const prev = (await a.get('/api/prev_info')).json.content as {
      title: string
      description: string
      title_es?: string
      description_es?: string
    }[]
    expect(prev.every((p) => p.title_es && p.description_es)).toBe(true)
    expect(prev).toContainEqual({
      title: 'Breathing',
      description: 'coughing, sneezing or breathing difficulties',
      title_es: 'Respiración',
      description_es: 'tos, estornudos o dificultad para respirar',
    })
  })
})
