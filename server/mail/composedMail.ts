import MailComposer from 'nodemailer/lib/mail-composer'
import type { SendMailOptions } from 'nodemailer'
import type MimeNode from 'nodemailer/lib/mime-node'

/**
 * A message as the SMTP server receives it (headers and MIME body in one buffer) and its envelope,
 * built the way nodemailer's sendMail builds it. Sent as `raw`, the body leaves in one socket write
 * instead of one for each MIME part, header and line of the stream (12 writes an e-mail were 3):
 * every lead sends two or three, and each write on a loopback socket costs both processes CPU.
 * Outbox rows carry their content, so the composer reads no file and no URL.
 */
export async function composedMail(message: SendMailOptions): Promise<{ envelope: MimeNode.Envelope; raw: Buffer }> {
  const node = new MailComposer({ ...message, disableFileAccess: true, disableUrlAccess: true }).compile()
  return { envelope: node.getEnvelope(), raw: await node.build() }
}
