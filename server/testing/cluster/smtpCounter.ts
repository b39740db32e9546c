import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One accepted delivery. `text` is the raw message with quoted-printable soft breaks undone. */
export interface Delivery {
  to: string
  subject: string
  messageId: string
  text: string
  /** When it arrived (performance.timeOrigin + performance.now(), in ms). */
  at: number
}

/** An SMTP server shared by every process of a test, which keeps every delivery. */
export interface SmtpCounter {
  url: string
  /** Every message received whole: delivered, or (with `refuse`) refused with a 451 after it was read. */
  deliveries: Delivery[]
  /** Distinct Message-IDs received (what a mail store that drops resends would keep). */
  distinct(): number
  close(): Promise<void>
}

/**
 * The shared SMTP sink: accepts everything on loopback and records each delivery, resends
 * included, so a test can count e-mails by Message-ID. `port`: a fixed one, for a test that brings
 * a mail server back where a down one was. `refuse`: a mail server in trouble, which reads each
 * message and then answers 451 (try again later), so a test sees which mail was attempted and none
 * is delivered; it closes its connections at once when closed.
 */
export async function startSmtpCounter(port = 0, { refuse = false } = {}): Promise<SmtpCounter> {
  const deliveries: Delivery[] = []
  const server = new SMTPServer({
    ...(refuse ? { closeTimeout: 1 } : {}),
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
        const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]!.trim() ?? ''
        deliveries.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: header('Subject'),
          messageId: header('Message-ID'),
          text: raw.replace(/=\r?\n/g, ''),
          at: performance.timeOrigin + performance.now(),
        })
        if (!refuse) return callback()
        callback(Object.assign(new Error('Mail system temporarily unavailable'), { responseCode: 451 }))
      })
    },
  })
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    deliveries,
    distinct: () => new Set(deliveries.map((d) => d.messageId)).size,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
