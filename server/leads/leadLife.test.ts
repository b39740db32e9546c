import nodemailer from 'nodemailer'
import { beforeEach, describe, expect, it } from 'vitest'
import { leadsForScope } from '../db/leadsRepo'
import type { ClinicDirectory } from '../clinicDirectory'
import { MAX_JOB_ATTEMPTS, runDueJobs } from '../jobs/runDueJobs'
import { sendDueMail } from '../jobs/sendDueMail'
import { validLowCost, validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { serverText } from '../text/serverText'
import { leadClinicOf } from './leadClinic'
import { staffSession } from '../testing/demoWorkspace'
import { demoWorkspaceSeed } from '../testing/withDemoWorkspace'
import { withSmtpSink, withTestDb, type SmtpSink, type TestDb } from '../testing/withTestDb'

const W = '/api/workspace'
const QUEUE_ADDR = 'leads@petlead.local'
let t: TestDb, sink: SmtpSink
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
withTestDb(
  (d) => {
    t = d
  },
  () => demoWorkspaceSeed(),
)
withSmtpSink(
  () => t.db,
  (s) => {
    sink = s
  },
)
beforeEach(async () => {
  clock = testClock()
  a = makeTestApp(t.db, t.dataDir, { clock })
})

const network = () => staffSession(a, 'demo@petlead.test')
/** A lead through the public API: a clinic's form when `clinicId` is given (with its captcha), else the network's own form. */
async function submit(clinicId: string | null, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = { ...validPet(), ...(clinicId ? { clinic_id: clinicId } : { zip_code: '00000' }), ...extra }
  const r = await a.post('/api/pet', body, { ...headers, ...(clinicId ? { 'x-captcha': await a.captcha() } : {}) })
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
const send = () => sendDueMail({ db: t.db, clock: a.clock, transport: nodemailer.createTransport(sink.url), from: 'x@petlead.local' })
const mailsTo = async (to: string) =>
  t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM received_mail WHERE to_addr = $1', [to])
const queuedTo = async (to: string, id: string) =>
  t.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE to_addr = $1 AND submission_id = $2', [to, id])

describe("a lead's clinic", () => {
  it("is the routed partner, else the form's clinic for rows stored before routing; none when routing chose none", () => {
    expect(leadClinicOf({ clinic_id: 'willow', routed_clinic_id: 'willow', route_rule: 'clinic form' })).toBe('willow')
    expect(leadClinicOf({ clinic_id: 'willow', routed_clinic_id: null, route_rule: 'unknown clinic' })).toBeNull()
    expect(leadClinicOf({ clinic_id: null, routed_clinic_id: 'acacia', route_rule: 'nearest in range' })).toBe('acacia')
    expect(leadClinicOf({ clinic_id: 'willow', routed_clinic_id: null, route_rule: null })).toBe('willow')
  })

  it('a clinic form naming an inactive partner: the network queue only, the same answer everywhere', async () => {
    // The clinic subscribed to every event before it was deactivated.
    await t.db.query(
      `INSERT INTO webhook_endpoints (id, clinic_id, url, events, secret, created_at, updated_at)
      VALUES ($1, 'pleasanton', 'https://hooks.example.com/in', ARRAY['lead.created', 'lead.assessed', 'lead.status_changed'], 'whsec_AAAA', $2, $2)`,
      [crypto.randomUUID(), a.clock.now()],
    )
    await t.db.query("UPDATE clinics SET active = false WHERE id = 'pleasanton'")
    const id = await submit('pleasanton')
    expect(await runDueJobs(a.deps)).toBe(0)
    clock.advance(a.deps.config.leadGraceMs)
    expect(await runDueJobs(a.deps)).toBe(1)
    // The owner's acknowledgement and assessment, and the network queue's notification.
    expect(await send()).toBe(3)

    // The row, the SQL rule and the TypeScript rule agree: nobody's lead but the network's.
    const [row] = await t.db.query<{
      clinic_id: string
      routed_clinic_id: string | null
      route_rule: string
      lead_clinic_id: string | null
    }>('SELECT clinic_id, routed_clinic_id, route_rule, lead_clinic_id FROM submissions WHERE id = $1', [id])
    expect(row).toEqual({ clinic_id: 'pleasanton', routed_clinic_id: null, route_rule: 'unknown clinic', lead_clinic_id: null })
    expect(leadClinicOf(row!)).toBeNull()
    // Inbox: not the inactive clinic's, in the network queue.
    const pleasanton = leadsForScope(t.db, { kind: 'clinic', clinicId: 'pleasanton' })
    expect((await pleasanton.list(crypto.randomUUID(), {}, a.clock.now())).items).toEqual([])
    expect(await pleasanton.has(id)).toBe(false)
    const net = await network()
    const queue = await a.get(`${W}/leads?queue=1`, net)
    expect(queue.json.content.items.map((i: { id: string; clinic_id: string | null }) => [i.id, i.clinic_id])).toEqual([[id, null]])
    const page = await a.get(`${W}/leads/${id}`, net)
    expect(page.json.content).toMatchObject({ clinic_id: null, routing: { clinic_id: null, rule: 'unknown clinic' } })
    // Mail: the network queue's address, never the inactive clinic's; listed on the lead's page.
    const inactiveAddr = (await t.db.query<{ lead_emails: string[] }>("SELECT lead_emails FROM clinics WHERE id = 'pleasanton'"))[0]!
      .lead_emails
    const received = await t.db.query<{ to_addr: string }>("SELECT to_addr FROM received_mail WHERE to_addr <> 'ann@example.com'")
    expect(received.map((m) => m.to_addr)).toEqual([QUEUE_ADDR])
    for (const addr of inactiveAddr) expect(await mailsTo(addr)).toEqual([])
    expect(page.json.content.emails.map((e: { to: string }) => e.to)).toEqual([QUEUE_ADDR])
    // The estimate a service request shows its owner promises no call from a partner the lead does not go to.
    const estimate = await a.post(
      '/api/form_low_cost',
      { ...validLowCost(), zip_code: '94588', service: 'dental_care', analizeAi: false, clinic_id: 'pleasanton' },
      { 'x-captcha': await a.captcha() },
    )
    expect(estimate.status).toBe(201)
    expect(estimate.json.content).not.toContain(serverText('en').estimate.summaryWillContact.trim())
    const [service] = await t.db.query<{ lead_clinic_id: string | null }>('SELECT lead_clinic_id FROM submissions WHERE id = $1', [
      estimate.json._id,
    ])
    expect(service!.lead_clinic_id).toBeNull()
    // Webhooks: none for the inactive clinic, for any event.
    await a.patch(`${W}/leads/${id}`, { status: 'contacted' }, net)
    await a.patch(`${W}/leads/${estimate.json._id}`, { status: 'contacted' }, net)
    expect(await t.db.query('SELECT id FROM webhook_deliveries')).toEqual([])
  })
})

describe("a lead's clinic notification", () => {
  it("a reassigned emergency lead: the new clinic is told with the emergency block and the owner's language", async () => {
    const id = await submit(null, { additional_info: 'She ate chocolate and is having a seizure' }, { 'accept-language': 'es' })
    const net = await network()
    expect((await a.patch(`${W}/leads/${id}`, { clinic_id: 'pleasanton' }, net)).status).toBe(200)
    const to = (await a.deps.clinics.lookup('pleasanton')).leadEmail
    await send()
    const [mail] = await mailsTo(to)
    expect(mail!.text_body).toContain(`${serverText('en').emergency.title.toUpperCase()}:`)
    expect(mail!.text_body).toContain('Please call the owner now')
    expect(mail!.text_body).toContain("Owner's language: Spanish")
  })

  it('a lead reassigned before its job ran is mailed to the new clinic once, whether the job runs before or after the mail is sent', async () => {
    const to = (await a.deps.clinics.lookup('pleasanton')).leadEmail
    const net = await network()
    // 1. Reassigned, mailed, then the job runs: the job does not send the new clinic a second copy.
    const sentFirst = await submit(null, { owner_name: 'First' })
    await a.patch(`${W}/leads/${sentFirst}`, { clinic_id: 'pleasanton' }, net)
    await send()
    clock.advance(a.deps.config.leadGraceMs)
    expect(await runDueJobs(a.deps)).toBe(1)
    await send()
    expect((await mailsTo(to)).filter((m) => m.text_body.includes(sentFirst))).toHaveLength(1)
    // 2. Reassigned, the job runs before the sender: one mail, now with the result.
    const jobFirst = await submit(null, { owner_name: 'Second' })
    await a.patch(`${W}/leads/${jobFirst}`, { clinic_id: 'pleasanton' }, net)
    clock.advance(a.deps.config.leadGraceMs)
    expect(await runDueJobs(a.deps)).toBe(1)
    expect(await queuedTo(to, jobFirst)).toHaveLength(1)
    await send()
    const second = (await mailsTo(to)).filter((m) => m.text_body.includes(jobFirst))
    expect(second).toHaveLength(1)
    expect(second[0]!.text_body).toContain('Result sent to the owner')
    // Neither ever reached the network queue's address: the notification was turned, not copied.
    expect(await mailsTo(QUEUE_ADDR)).toEqual([])
    // 3. Mailed to the queue after its job, then reassigned: the new clinic is told once too.
    const late = await submit(null, { owner_name: 'Third' })
    clock.advance(a.deps.config.leadGraceMs)
    await runDueJobs(a.deps)
    await send()
    await a.patch(`${W}/leads/${late}`, { clinic_id: 'pleasanton' }, net)
    await a.patch(`${W}/leads/${late}`, { clinic_id: 'pleasanton' }, net)
    await send()
    expect((await mailsTo(QUEUE_ADDR)).filter((m) => m.text_body.includes(late))).toHaveLength(1)
    expect((await mailsTo(to)).filter((m) => m.text_body.includes(late))).toHaveLength(1)
  })
  it("a buried job's notification is listed on the lead's page and on its timeline", async () => {
    const id = await submit(null, { additional_info: 'She ate chocolate and is having a seizure' })
    a.deps.clinics = {
      lookup() {
        throw new Error('clinic directory unavailable')
      },
    } as unknown as ClinicDirectory
    for (let i = 0; i < MAX_JOB_ATTEMPTS; i++) {
      clock.advance(60 * 60_000)
      await runDueJobs(a.deps)
    }
    const page = (await a.get(`${W}/leads/${id}`, await network())).json.content
    expect(page.emails).toEqual([expect.objectContaining({ to: QUEUE_ADDR, subject: expect.stringContaining('New lead') })])
    expect(page.timeline.map((e: { type: string }) => e.type)).toContain('emailed')
    const [mail] = await t.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE submission_id = $1', [id])
    expect(mail!.text_body).toContain(serverText('en').emergency.title.toUpperCase())
  })
})
