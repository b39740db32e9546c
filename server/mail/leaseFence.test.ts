import type { Transporter } from 'nodemailer'
import { describe, expect, it } from 'vitest'
import type { Provider } from '../assessment/provider'
import { JOB_LEASE_MS, runDueJobs } from '../jobs/runDueJobs'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { validPet } from '../testing/payloads'
import { enqueueMail } from './enqueueMail'
import { MAIL_LEASE_MS, sendDueMail } from '../jobs/sendDueMail'

let t: TestDb
withTestDb((d) => {
  t = d
})

/** A promise with its resolve and reject outside, to hold a worker mid-call. */
function gate<T = void>() {
  let resolve!: (v: T) => void
  let reject!: (e: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * A worker whose lease ran out (a slow SMTP server, a slow model) must not free
 * or finish the row another worker holds now, or a third worker sends or assesses it again.
 */
describe('leases are fenced by a lease token', () => {
  it('a slow mail worker failing after its lease ran out does not free the row the next worker is sending', async () => {
    const clock = testClock()
    await enqueueMail(t.db, clock.now(), { to: 'owner@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
    const sends: string[] = []
    const slowA = gate()
    const slowB = gate()
    const transport = (name: string, held: Promise<void>) =>
      ({
        async sendMail() {
          sends.push(name)
          await held
          return {}
        },
      }) as unknown as Transporter
    const a = sendDueMail({ db: t.db, clock, transport: transport('A', slowA.promise), from: 'x@petlead.local' })
    await expectEventually(() => sends.includes('A'))
    clock.advance(MAIL_LEASE_MS + 1) // A's lease runs out while its SMTP server hangs
    const b = sendDueMail({ db: t.db, clock, transport: transport('B', slowB.promise), from: 'x@petlead.local' })
    await expectEventually(() => sends.includes('B'))
    slowA.reject(new Error('socket timeout')) // A gives up while B is still sending
    expect(await a).toBe(0)
    clock.advance(10_000) // past the retry A would schedule (5 s backoff), inside B's lease
    expect(await sendDueMail({ db: t.db, clock, transport: transport('C', Promise.resolve()), from: 'x@petlead.local' })).toBe(0)
    slowB.resolve()
    expect(await b).toBe(1)
    expect(sends).toEqual(['A', 'B'])
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM outbox')
    expect(row!.status).toBe('sent')
  })

  it('a slow job worker failing after its lease ran out does not free the job the next worker is running', async () => {
    const calls: string[] = []
    const held: Record<string, ReturnType<typeof gate<string>>> = { A: gate<string>(), B: gate<string>() }
    let next = 0
    const provider: Provider = {
      name: 'slow-model',
      usesModel: true,
      async assess() {
        const who = ['A', 'B', 'C'][next++]!
        calls.push(who)
        return who === 'C' ? 'C result' : held[who]!.promise
      },
      async answer() {
        return ''
      },
    }
    const clock = testClock()
    const app = makeTestApp(t.db, t.dataDir, { provider, clock })
    const id = (await app.post('/api/pet', validPet())).json.content._id
    await app.call('POST', `/api/pet/message_to_ia/${id}`)
    const a = runDueJobs(app.deps, 1)
    await expectEventually(() => calls.includes('A'))
    clock.advance(JOB_LEASE_MS + 1)
    const b = runDueJobs(app.deps, 1)
    await expectEventually(() => calls.includes('B'))
    held.A!.reject(new Error('model timeout'))
    expect(await a).toBe(0)
    clock.advance(10_000) // past the retry A would schedule, inside B's lease
    expect(await runDueJobs(app.deps, 1)).toBe(0) // nothing to claim: B still holds it
    held.B!.resolve('B result')
    expect(await b).toBe(1)
    expect(calls).toEqual(['A', 'B'])
    const mails = await t.db.query<{ to_addr: string }>('SELECT to_addr FROM outbox WHERE ack_of IS NULL ORDER BY to_addr')
    expect(mails.map((m) => m.to_addr)).toEqual(['ann@example.com', 'leads@petlead.local'])
  })
})

/** Polls `fn` until it holds: a hang guard of 30 s, not a budget (a loaded CI machine can stall a worker for seconds). */
async function expectEventually(fn: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!fn()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}
