import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { receivedMailRepo } from '../db/receivedMailRepo'
import { parseMime } from './parseMime'

const MAX_MESSAGE = 25 * 1024 * 1024

/**
 * The demo's own mail server on loopback: accepts every message and stores it in
 * `received_mail` for /outbox. Duplicates by Message-ID are dropped, which turns the outbox's
 * at-least-once delivery into exactly-once for the reader.
 */
export async function startSmtpSink(
  deps: { db: Db; clock: Clock },
  port = 0,
  host = '127.0.0.1',
  opts: { refuse?: (address: string) => boolean } = {},
): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE,
    logger: false,
    // Every client is on loopback: a reverse DNS lookup per connection only adds its time-out.
    disableReverseLookup: true,
    // Tests: recipients a real server would refuse for good (550), as a mailbox that does not exist.
    onRcptTo(address, _session, callback) {
      if (!opts.refuse?.(address.address)) return callback()
      const err = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 })
      callback(err)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const mail = parseMime(Buffer.concat(chunks).toString('latin1'))
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
        const id = crypto.randomUUID()
        const messageId = mail.messageId || `<${id}@received.petlead.local>`
        receivedMailRepo
          .insert(deps.db, { id, messageId, to, subject: mail.subject, text: mail.text, html: mail.html, at: deps.clock.now() })
          .then(
            () => callback(),
            (err: Error) => callback(err),
          )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actual = (server.server.address() as AddressInfo).port
  return {
    port: actual,
    url: `smtp://${host}:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
