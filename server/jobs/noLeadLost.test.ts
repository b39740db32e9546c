import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import type { ClinicDirectory } from '../clinicDirectory'
import { LEAD_FALLBACK_MS } from '../leads/notifyClinic'
import { sendDueMail } from './sendDueMail'
import { validDental, validPet } from '../testing/payloads'
import { heldModel } from '../testing/heldModel'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDbAndSink, type SmtpSink, type TestDb } from '../testing/withTestDb'
import { MAX_JOB_ATTEMPTS, runDueJobs } from './runDueJobs'

let t: TestDb, sink: SmtpSink
withTestDbAndSink((d, s) => {
  t = d
  sink = s
})

const GRACE = 10 * 60_000
const received = () =>
  t.db.query<{ to_addr: string; subject: string; text_body: string }>(
    'SELECT to_addr, subject, text_body FROM received_mail ORDER BY to_addr',
  )
const deliver = (a: ReturnType<typeof makeTestApp>) =>
  sendDueMail({ db: t.db, clock: a.clock, transport: nodemailer.createTransport(sink.url), from: 'x@petlead.local' })

describe('no lead lost', () => {
  it('assesses a lead created by POST /pet alone and mails it to its clinic after the grace period', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    const id = (await a.post('/api/pet', { ...validPet(), clinic_id: undefined })).json.content._id
    const dental = (await a.post('/api/pet/dentipet_pet', validDental())).json.content._id
    // The owner closed the page: no image, no message_to_ia. Nothing is due yet...
    expect(await runDueJobs(a.deps)).toBe(0)
    clock.advance(GRACE - 1_000)
    expect(await runDueJobs(a.deps)).toBe(0)
    // ...and once the grace period is over, both are assessed from the facts and mailed.
    clock.advance(1_000)
    expect(await runDueJobs(a.deps)).toBe(2)
    // Per lead: the owner's acknowledgement (already due at once), assessment, and the clinic's notification.
    expect(await deliver(a)).toBe(6)
    const mails = await received()
    const leads = mails.filter((m) => m.subject.startsWith('New lead'))
    expect(leads.map((m) => m.to_addr)).toEqual(['leads@petlead.local', 'leads@petlead.local'])
    expect(leads.map((m) => m.text_body).join('\n')).toContain(id)
    expect(leads.map((m) => m.text_body).join('\n')).toContain(dental)
    expect(mails.find((m) => m.to_addr === 'ann@example.com' && m.subject.startsWith('Your PetLead'))!.text_body).toContain('Rex')
    const [sub] = await t.db.query<{ result_text: string | null }>('SELECT result_text FROM submissions WHERE id = $1', [id])
    expect(sub!.result_text).toBeTruthy()
  })

  it('writes the lead notification with the submission: it reaches the clinic even if no job ever runs', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    const id = (await a.post('/api/pet', { ...validPet(), clinic_id: undefined })).json.content._id
    const [lead] = await t.db.query<{ to_addr: string; status: string }>('SELECT to_addr, status FROM outbox WHERE lead_of = $1', [id])
    expect(lead).toEqual({ to_addr: 'leads@petlead.local', status: 'queued' })
    // The workers are down for good: nothing assesses it. After the grace period and the fallback delay...
    // The owner's acknowledgement goes at once, whatever the workers do later.
    expect(await deliver(a)).toBe(1)
    clock.advance(GRACE)
    expect(await deliver(a)).toBe(0)
    clock.advance(LEAD_FALLBACK_MS)
    expect(await deliver(a)).toBe(1)
    const mails = (await received()).filter((m) => m.to_addr !== 'ann@example.com')
    expect(mails.map((m) => [m.to_addr, m.subject])).toEqual([['leads@petlead.local', 'New lead: Pet health assessment']])
    expect(mails[0]!.text_body).toContain(id)
    // ...and a job that finally runs after that does not send the clinic a second copy.
    expect(await runDueJobs(a.deps)).toBe(1)
    expect(await deliver(a)).toBe(1) // the owner's assessment only
    expect((await received()).filter((m) => m.to_addr === 'leads@petlead.local')).toHaveLength(1)
  })

  it('the second call pulls the job forward; a late one does not assess twice', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    const id = (await a.post('/api/pet', validPet())).json.content._id
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    expect(await runDueJobs(a.deps)).toBe(1)
    clock.advance(GRACE)
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    expect(await runDueJobs(a.deps)).toBe(0)
    expect((await t.db.query('SELECT * FROM outbox WHERE ack_of IS NULL')).length).toBe(2)
  })

  it('stores the submission and its job before the model is asked: a process dying meanwhile loses nothing', async () => {
    const clock = testClock()
    const model = heldModel('slow-model')
    const a = makeTestApp(t.db, t.dataDir, { clock, provider: model.provider, config: { aiTimeoutMs: 60_000 } })
    const pending = a.post('/api/pet/check_dental_ai', validDental())
    await model.asked
    // While the model thinks, the lead and its job are already committed (another connection sees them).
    const [row] = await t.db.query<{ id: string; job_run_at: Date }>(
      'SELECT s.id, j.run_at AS job_run_at FROM submissions s JOIN jobs j ON j.submission_id = s.id',
    )
    expect(new Date(row!.job_run_at).getTime()).toBe(clock.now().getTime() + GRACE)
    model.release('Urgency: LOW. Fine teeth.')
    const res = await pending
    expect(res.status).toBe(201)
    // The answer updated the row and made the job due now: mailed without waiting for the grace period.
    expect(await runDueJobs(a.deps)).toBe(1)
    const [sub] = await t.db.query<{ result_text: string; result_engine: string }>('SELECT result_text, result_engine FROM submissions')
    expect(sub).toEqual({ result_text: 'Urgency: LOW. Fine teeth.', result_engine: 'slow-model' })
  })

  it('ends a job that keeps failing as dead, with its reason, after a capped number of attempts; the lead still reaches the clinic', async () => {
    const clock = testClock()
    const broken: ClinicDirectory = {
      lookup() {
        throw new Error('clinic directory unavailable')
      },
    } as unknown as ClinicDirectory
    const a = makeTestApp(t.db, t.dataDir, { clock })
    const id = (await a.post('/api/contact', { name: 'Dee', email: 'dee@example.com', comment: 'Hello' })).json.content._id
    a.deps.clinics = broken // the directory breaks after the lead was stored
    for (let i = 0; i < MAX_JOB_ATTEMPTS + 3; i++) {
      await runDueJobs(a.deps)
      clock.advance(60 * 60_000)
    }
    const [job] = await t.db.query<{ status: string; attempts: number; last_error: string }>(
      'SELECT status, attempts, last_error FROM jobs WHERE submission_id = $1',
      [id],
    )
    expect(job).toEqual({ status: 'dead', attempts: MAX_JOB_ATTEMPTS, last_error: 'clinic directory unavailable' })
    const mails = await t.db.query<{ to_addr: string; text_body: string }>('SELECT to_addr, text_body FROM outbox')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to_addr).toBe('leads@petlead.local')
    expect(mails[0]!.text_body).toContain(id)
    // The status column refuses a state nobody handles.
    await expect(t.db.query("UPDATE jobs SET status = 'finished'")).rejects.toThrow()
  })
})
