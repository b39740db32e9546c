import { describe, expect, it, vi } from 'vitest'
import { runDueJobs } from '../jobs/runDueJobs'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { en } from '../text/en'
import { es } from '../text/es'

// The real readers, except on the owner's words TRIAGE-CRASH (the rules throw) and READER-CRASH (the second reader throws), as a bug would.
vi.mock('../triage/triage', async (importOriginal) => {
  const real = await importOriginal<typeof import('../triage/triage')>()
  return {
    ...real,
    triage: (input: Parameters<typeof real.triage>[0]) => {
      if (input.text.includes('TRIAGE-CRASH')) throw new Error('rules bug')
      return real.triage(input)
    },
  }
})
vi.mock('../triage/secondReader/readerScores', async (importOriginal) => {
  const real = await importOriginal<typeof import('../triage/secondReader/readerScores')>()
  return {
    readerScores: (...args: Parameters<typeof real.readerScores>) => {
      if (args[1].includes('READER-CRASH')) throw new Error('reader bug')
      return real.readerScores(...args)
    },
  }
})

let t: TestDb
withTestDb((d) => {
  t = d
})

/** Submits the health form with `notes` (no medicine, so no anti-inflammatory rule), lets the assessment run, and reads back what was stored and sent. */
async function submit(notes: string, lang = 'en') {
  const a = makeTestApp(t.db, t.dataDir)
  const res = await a.post('/api/pet', { ...validPet(), medications: [], additional_info: notes }, { 'accept-language': lang })
  expect(res.status).toBe(201)
  const id = res.json.content._id as string
  await a.post(`/api/pet/message_to_ia/${id}`, {})
  await runDueJobs(a.deps)
  const [row] = await t.db.query<{ urgency: string; triage: { signs: Array<{ rule: string }> } }>(
    'SELECT urgency, triage FROM submissions WHERE id = $1',
    [id],
  )
  const mails = await t.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE to_addr = $1', ['ann@example.com'])
  const errors = a.logged().filter((l) => l.level === 50)
  return { id, answer: res.json.content.triage, row: row!, mails: mails.map((m) => m.text_body).join('\n'), errors }
}

describe('the stored triage: rules, then a second reader that may only raise', () => {
  it('a wording the rules call routine and the reader reads as an emergency is stored as one, with the notice on screen and in the e-mail', async () => {
    const s = await submit('my pug got in a scuffle with the neighbors dog and his eyeball is poking way out, lids stuck behind it')
    expect(s.row.urgency).toBe('emergency')
    expect(s.row.triage.signs.map((x) => x.rule)).toEqual(['second-reader'])
    expect(s.answer.emergency.title).toBe('Possible emergency')
    expect(s.answer.emergency.signs).toEqual([en.flags.secondReader.sign])
    expect(s.mails).toContain(en.flags.secondReader.sign)
  })
})

describe('fail safe: a triage that throws', () => {
  it('in the rules stores the lead as soon, shows "call the clinic now if" on screen and in the e-mail, and logs the error with the lead id', async () => {
    const s = await submit('TRIAGE-CRASH he is limping')
    expect(s.row.urgency).toBe('soon')
    expect(s.answer).toMatchObject({ urgency: 'soon', emergency: null, watch: { callNowTitle: 'Call the clinic now if:' } })
    expect(s.answer.watch.callNowIf).toEqual(expect.arrayContaining(en.triageWatch.unread.callNow))
    expect(s.mails).toContain('Call the clinic now if:')
    expect(s.mails).toContain(en.triageWatch.unread.callNow[0])
    expect(s.errors).toEqual([
      expect.objectContaining({ leadId: s.id, stage: 'rules', err: expect.objectContaining({ message: 'rules bug' }) }),
    ])
  })

  it('says it in the owner’s language', async () => {
    const s = await submit('TRIAGE-CRASH cojea de una pata', 'es')
    expect(s.answer.watch).toMatchObject({ title: es.watchBox.title, callNowTitle: es.watchBox.callNow })
    expect(s.answer.watch.callNowIf).toEqual(expect.arrayContaining(es.triageWatch.unread.callNow))
    expect(s.mails).toContain(es.triageWatch.unread.callNow[0])
  })

  it('in the second reader keeps the rules’ answer raised to at least soon, with the same box, and logs it with the lead id', async () => {
    const s = await submit('READER-CRASH scratching a lot lately')
    expect(s.row.urgency).toBe('soon')
    expect(s.answer.watch.callNowIf).toEqual(expect.arrayContaining(en.triageWatch.unread.callNow))
    expect(s.mails).toContain(en.triageWatch.unread.callNow[0])
    expect(s.errors).toEqual([
      expect.objectContaining({ leadId: s.id, stage: 'second reader', err: expect.objectContaining({ message: 'reader bug' }) }),
    ])
  })

  it('in the second reader leaves the rules’ emergency an emergency, with its notice', async () => {
    const s = await submit('READER-CRASH he ate a whole bar of dark chocolate an hour ago')
    expect(s.row.urgency).toBe('emergency')
    expect(s.answer.emergency.signs).toEqual([en.flags.poisoning.sign])
    expect(s.errors).toHaveLength(1)
  })
})
