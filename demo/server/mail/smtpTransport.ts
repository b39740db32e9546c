import nodemailer from 'nodemailer'
import { MAIL_LEASE_MS } from './sendDueMail'

/**
 * The SMTP transport with time-outs that end a stuck send well inside the mail lease
 * (10 s to connect, 10 s for the greeting, 20 s of socket silence: 40 s < 60 s): a send
 * never outlives its lease, so no other worker claims the row while this one may still deliver it.
 */
export function smtpTransport(url: string) {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
  if (timeouts.connectionTimeout + timeouts.greetingTimeout + timeouts.socketTimeout >= MAIL_LEASE_MS) throw new Error('SMTP time-outs must end inside the mail lease')
  return nodemailer.createTransport({ url, ...timeouts })
}
