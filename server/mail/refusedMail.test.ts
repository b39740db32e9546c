import { afterEach, describe, expect, it } from 'vitest'
import { runDueJobs } from '../jobs/runDueJobs'
import { DEMO_USER } from '../db/demoUser'
import { freePort } from '../testing/freePort'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { enqueueMail } from './enqueueMail'
import { en } from '../text/en'
import { sendDueMail } from '../jobs/sendDueMail'
import { smtpTransport } from './smtpTransport'
import { startSmtpSink } from './startSmtpSink'
import { staffSession } from '../testing/demoWorkspace'

/**
 * Mail fails honestly: a recipient the SMTP server refuses for good (5xx) ends `failed` with the
 * server's reason (on the lead's timeline when the mail is a lead's), is never retried, and never
 * holds up anyone else's mail; only a connection failure ends a send round.
 */
let t: TestDb
const closers: Array<() => Promise<void> | void> = []
withTestDb((d) => {
  t = d
})
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

const REFUSED = '@refused.example.com'
const FROM = 'PetLead <no-reply@petlead.local>'

describe('a permanently refused recipient', () => {
  it('50 refused recipients queued before a recovery code: the code still arrives in the first round, within 2 s; each refusal ends failed with its reason', async () => {
    const clock = testClock()
    // Leads no partner takes go to the network's address, which this SMTP server refuses.
    const a = makeTestApp(t.db, t.dataDir, { clock, config: { clinicFallbackEmail: `network${REFUSED}` } })
    const sink = await startSmtpSink({ db: t.db, clock }, 0, '127.0.0.1', { refuse: (to) => to.endsWith(REFUSED) })
    closers.push(sink.close)
    const transport = smtpTransport(sink.url)
    closers.push(() => transport.close())

    for (let i = 0; i < 50; i++)
      await enqueueMail(t.db, clock.now(), { to: `r${i}${REFUSED}`, subject: `Queued ${i}`, text: 'x', html: '<p>x</p>' })
    // A lead whose notification goes to the refused network address (due at once after its second call).
    const lead = (await a.post('/api/pet', validPet())).json.content._id as string
    await a.call('POST', `/api/pet/message_to_ia/${lead}`)
    expect(await runDueJobs(a.deps, 10)).toBe(1)
    clock.advance(1) // queued after all of the above
    expect((await a.post('/api/user/recover_password', { email: DEMO_USER.email })).status).toBe(200)
    const queuedAt = clock.now().getTime()

    // The injected clock does not move: no backoff is waited out, and one round reaches the code
    // past every refusal (before, the first refusal ended the round and was retried for ever, so the
    // code waited behind it). The wall time is printed, not asserted: it measures the machine.
    const started = performance.now()
    await sendDueMail({ db: t.db, clock, transport, from: FROM })
    const elapsed = performance.now() - started
    const codes = await t.db.query<{ subject: string }>('SELECT subject FROM received_mail WHERE to_addr = $1 AND subject = $2', [
      DEMO_USER.email,
      en.recoveryMail.subject,
    ])
    expect(codes).toHaveLength(1)
    expect(clock.now().getTime() - queuedAt).toBeLessThan(2_000)
    if (process.env.SHOW_TIMES) console.log(`code mail after ${Math.round(elapsed)} ms of wall time`)

    const refused = await t.db.query<{ status: string; attempts: number; last_error: string }>(
      `SELECT status, attempts, last_error FROM outbox WHERE to_addr LIKE '%${REFUSED}'`,
    )
    expect(refused).toHaveLength(51)
    for (const r of refused) expect(r).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/550/) })
    // Failed is final: a later round, even much later, tries none of them again.
    clock.advance(24 * 3600_000)
    await sendDueMail({ db: t.db, clock, transport, from: FROM })
    expect(Number((await t.db.query<{ n: string }>(`SELECT sum(attempts) AS n FROM outbox WHERE to_addr LIKE '%${REFUSED}'`))[0]!.n)).toBe(
      51,
    )

    // The lead's timeline says its notification was refused, and why (the network team sees it).
    const page = await a.get(`/api/workspace/leads/${lead}`, { cookie: (await staffSession(a, DEMO_USER.email)).cookie })
    expect(page.json.content.timeline).toContainEqual(
      expect.objectContaining({ type: 'mail_failed', note: `network${REFUSED}`, reason: expect.stringMatching(/550/) }),
    )
  })

  it('an SMTP server that cannot be reached ends the round after one row, which retries later', async () => {
    const clock = testClock()
    for (let i = 0; i < 3; i++)
      await enqueueMail(t.db, clock.now(), { to: `r${i}@example.com`, subject: 'Hi', text: 'x', html: '<p>x</p>' })
    const transport = smtpTransport(`smtp://127.0.0.1:${await freePort()}`)
    closers.push(() => transport.close())
    expect(await sendDueMail({ db: t.db, clock, transport, from: FROM })).toBe(0)
    const rows = await t.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox ORDER BY attempts DESC')
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 0],
      ['queued', 0],
    ])
  })
})
