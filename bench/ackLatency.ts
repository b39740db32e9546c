import os from 'node:os'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { startSmtpCounter } from '../server/testing/cluster/smtpCounter'
import { startTwilioCounter } from '../server/testing/cluster/twilioCounter'
import { validPet } from '../server/testing/payloads'
import { startDemo } from './lib/demoServer'
import { log, pick } from './lib/options'
import { quantile } from './lib/stats'

/** The target: the owner hears back (text and e-mail) within 5 s, p99. */
export const ACK_P99_TARGET_MS = 5_000

/** Arrival rate of new leads (BENCH_ACK_PER_SECOND to find where this machine's limit lies). */
const PER_SECOND = Number(process.env.BENCH_ACK_PER_SECOND || 10)

/** How long to wait, after the last lead, for acknowledgements still on their way. */
const DRAIN_MS = 30_000

const now = () => performance.timeOrigin + performance.now()
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100)

/** A solved captcha (the X-Captcha value), as the widget solves one before it submits to a clinic. */
async function solvedCaptcha(base: string): Promise<string> {
  const { parameters, signature } = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge: { parameters, signature }, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64')
}

/** p50, p99 and max of latencies in ms, with how many of `expected` arrived. */
function latencies(values: number[], expected: number) {
  const s = [...values].sort((a, b) => a - b)
  const r = (v: number) => Math.round(v)
  return { n: s.length, missing: expected - s.length, p50: r(quantile(s, 0.5)), p99: r(quantile(s, 0.99)), max: r(s.at(-1) ?? NaN) }
}

/**
 * Section `ack`: acknowledgement latency. The demo API in this process (on PGlite, or on the
 * PostgreSQL server DATABASE_URL names), its mail sent to an SMTP
 * server and its texts through the real Twilio sender to a Twilio double (both on loopback), takes
 * 10 new leads a second for one of its clinics, open loop (each sent on its schedule whatever the previous one is doing),
 * for 20 s, each owner with a mobile number who ticked the text box. For each lead: the time from
 * the start of its POST to the double receiving its text, and to the SMTP server receiving its
 * acknowledgement e-mail, matched by the owner's own number and address.
 */
export async function ackLatency() {
  const seconds = pick(5, 20)
  const smtp = await startSmtpCounter()
  const twilio = await startTwilioCounter()
  const demo = await startDemo({
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: 'ACbench',
    TWILIO_AUTH_TOKEN: 'bench-twilio-token',
    TWILIO_FROM: '+19255550100',
    TWILIO_API_BASE: twilio.url,
    // PGlite unless the run names a PostgreSQL server (`bash scripts/with-postgres.sh`), where the
    // workers have connections of their own instead of queueing behind the requests for PGlite's one.
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    // The widget solves its captcha before the owner presses send: solved ahead here, and kept
    // cheap, so the figures are the server's and not the load generator's.
    CAPTCHA_MAX_NUMBER: '1000',
  })
  try {
    const count = seconds * PER_SECOND
    const captchas: string[] = []
    for (let i = 0; i < count; i++) captchas.push(await solvedCaptcha(demo.url))
    const loadBefore = loadAverage()
    const sentAt = new Map<number, number>()
    const answered: number[] = []
    const statuses: Record<string, number> = {}
    const t0 = now()
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        await new Promise((r) => setTimeout(r, Math.max(0, t0 + (i * 1000) / PER_SECOND - now())))
        sentAt.set(i, now())
        const res = await fetch(`${demo.url}/api/pet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-captcha': captchas[i]! },
          body: JSON.stringify({
            ...validPet(),
            clinic_id: 'willow',
            pet_name: `Ack${i}`,
            email: `ack${i}@bench.test`,
            phone_number: String(9255550000 + i),
            sms_consent: true,
          }),
        }).catch(() => undefined)
        await res?.arrayBuffer()
        if (res?.status === 201) answered.push(now() - sentAt.get(i)!)
        const key = String(res?.status ?? 'error')
        statuses[key] = (statuses[key] ?? 0) + 1
      }),
    )
    const posted = now()
    const smsOf = (i: number) => twilio.posts.find((p) => p.to === `+1${9255550000 + i}`)
    const mailOf = (i: number) => smtp.deliveries.find((d) => d.to === `ack${i}@bench.test`)
    const all = () => [...sentAt.keys()].every((i) => smsOf(i) && mailOf(i))
    while (!all() && now() - posted < DRAIN_MS) await new Promise((r) => setTimeout(r, 100))
    const sms: number[] = []
    const mail: number[] = []
    for (const [i, at] of sentAt) {
      const text = smsOf(i)
      const email = mailOf(i)
      if (text) sms.push(text.at - at)
      if (email) mail.push(email.at - at)
    }
    const out = {
      leads: count,
      perSecond: PER_SECOND,
      seconds,
      statuses,
      // The POST's own answer: how much of the wait is the submission itself.
      answer: latencies(answered, count),
      sms: latencies(sms, count),
      mail: latencies(mail, count),
      targetP99Ms: ACK_P99_TARGET_MS,
      loadBefore,
      loadAfter: loadAverage(),
      cpus: os.cpus().length,
      database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    }
    log(
      `ack (${out.database}): ${count} leads at ${PER_SECOND}/s; answer p50 ${out.answer.p50} ms p99 ${out.answer.p99} ms; text p50 ${out.sms.p50} ms p99 ${out.sms.p99} ms (${out.sms.missing} missing), ` +
        `e-mail p50 ${out.mail.p50} ms p99 ${out.mail.p99} ms (${out.mail.missing} missing); load ${loadBefore.join(' ')} → ${out.loadAfter.join(' ')}`,
    )
    return out
  } finally {
    await demo.stop()
    await twilio.close()
    await smtp.close()
  }
}
