import nodemailer from 'nodemailer'

/** How long a claimed e-mail is ours (MAIL_LEASE_MS overrides it); the transport's time-outs end inside it. */
export const MAIL_LEASE_MS = 60_000

/**
 * The SMTP transport with time-outs that end a stuck send well inside the mail lease (a sixth of
 * it to connect, a sixth for the greeting, a third of socket silence: 60 s lease → 10 + 10 + 20 s).
 * Connections are pooled (one per process). A send never outlives its lease, so no other worker claims the row while this one may still
 * deliver it.
 */
export function smtpTransport(url: string, leaseMs = MAIL_LEASE_MS) {
  return nodemailer.createTransport({
    url,
    // One kept-open connection per process: a send round costs one handshake, not one per row
    // (100-200 ms each), so a run of refused recipients is passed in milliseconds.
    pool: true,
    maxConnections: 1,
    connectionTimeout: Math.floor(leaseMs / 6),
    greetingTimeout: Math.floor(leaseMs / 6),
    socketTimeout: Math.floor(leaseMs / 3),
  })
}
