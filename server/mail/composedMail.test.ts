import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendDueMail } from '../jobs/sendDueMail'
import { startSmtpCounter, type SmtpCounter } from '../testing/cluster/smtpCounter'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { enqueueMail } from './enqueueMail'
import { smtpTransport } from './smtpTransport'

let t: TestDb
withTestDb((d) => (t = d))
let smtp: SmtpCounter | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await smtp?.close()
})

describe('an outbox e-mail on the wire', () => {
  it('reaches the SMTP server whole (subject, Message-ID, both parts, the attachment) in a few socket writes, not one per MIME part', async () => {
    smtp = await startSmtpCounter()
    const port = Number(new URL(smtp.url).port)
    const clock = testClock()
    const paragraph = 'Bella has been limping since Tuesday. '.repeat(40)
    for (const n of [1, 2, 3])
      await enqueueMail(t.db, clock.now(), {
        to: `owner${n}@example.com`,
        subject: `Your visit ${n}`,
        text: paragraph,
        html: `<p>${paragraph}</p>`,
        attachments: [{ filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
      })
    const transport = smtpTransport(smtp.url)
    // Socket writes from this process to the SMTP server: each costs both processes a system call.
    const socket = net.Socket.prototype as unknown as { _writeGeneric(...a: unknown[]): unknown }
    const write = socket._writeGeneric
    let writes = 0
    vi.spyOn(socket, '_writeGeneric').mockImplementation(function (this: net.Socket, ...a: unknown[]) {
      if (this.remotePort === port) writes++
      return write.apply(this, a)
    })
    try {
      expect(await sendDueMail({ db: t.db, clock, transport, from: 'PetLead <x@petlead.local>' })).toBe(3)
    } finally {
      transport.close()
    }
    expect(smtp.deliveries.map((d) => d.to).sort()).toEqual(['owner1@example.com', 'owner2@example.com', 'owner3@example.com'])
    const one = smtp.deliveries.find((d) => d.to === 'owner2@example.com')!
    expect(one.subject).toBe('Your visit 2')
    expect(one.messageId).toMatch(/^<[0-9a-f-]{36}@petlead\.local>$/)
    expect(one.text).toMatch(/^From: PetLead <x@petlead\.local>$/m)
    expect(one.text).toContain('Content-Type: text/plain')
    expect(one.text).toContain('Content-Type: text/html')
    expect(one.text).toContain('limping since Tuesday')
    expect(one.text).toMatch(/Content-Type: text\/calendar; name=visit\.ics/)
    // The greeting, then per e-mail its envelope commands, its message and the end-of-data line: 12
    // writes an e-mail when nodemailer streamed each MIME part and header block on its own.
    expect(writes).toBeLessThanOrEqual(1 + 3 * 3)
  })
})
