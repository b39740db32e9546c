import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SERVER_WORKERS, bundleServer } from '../scripts/buildServer.mjs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDb } from './db/openDb'
import { chatCompletion } from './testing/cluster/chatCompletion'
import { startSmtpCounter, type Delivery, type SmtpCounter } from './testing/cluster/smtpCounter'
import { copyTemplate } from './testing/copyTemplate'
import { freePort } from './testing/freePort'
import { validPet } from './testing/payloads'
import { until } from './testing/until'
import { solvedCaptcha } from './testing/solvedCaptcha'

/**
 * Nothing is lost when the server dies, with the real process: demo/start.ts as a child (bundled, see
 * `bundleDemoStart`), killed with SIGKILL (its whole process group) in the middle of assessment jobs and during an
 * SMTP outage, then restarted on the same DATA_DIR. The SMTP server and the OpenAI-compatible model
 * are the test's own, so every attempt and every delivery is counted. Each DATA_DIR starts as a copy
 * of the run's migrated database, as the browser tests' hosts do: what is proved is the restart.
 */

const REPO = resolve(__dirname, '..')
const OWNER_SUBJECT = /^Your PetLead assessment for /
const FAST_MARK = 'FAST-MODEL-ANSWER'
const children = new Set<ChildProcess>()
const cleanups: (() => Promise<void> | void)[] = []

afterAll(async () => {
  for (const child of children) killGroup(child, 'SIGKILL')
  for (const fn of cleanups.reverse()) await fn()
})

/**
 * demo/start.ts as one JavaScript file, as production's server is (scripts/buildServer.mjs's
 * `bundleServer`: our modules bundled by esbuild, every package imported from node_modules, the
 * calendar worker beside it), so each start loads no TypeScript: a start under tsx took 9 CPU-s, the
 * bundle's 5.7, and the file starts the server four times. Written to demo/dist/ (ignored by git),
 * one folder below demo/ as demo/start.ts is, so the files it finds from its own path
 * (demo/public/assets, the package root) are the same.
 */
let demoStart: string
beforeAll(async () => {
  const outdir = join(REPO, 'demo', 'dist')
  const name = `crash-start-${process.pid}`
  demoStart = join(outdir, `${name}.js`)
  cleanups.push(() => {
    for (const entry of [name, ...Object.keys(SERVER_WORKERS)])
      for (const file of [`${entry}.js`, `${entry}.js.map`]) rmSync(join(outdir, file), { force: true })
  })
  await bundleServer({ [name]: 'demo/start.ts' }, outdir)
}, 120_000)

// ---- the model: an OpenAI-compatible chat-completions endpoint, slow or fast on demand ----

/**
 * `received`/`answered`: assessment requests by pet; `urgencyAsked`: the separate urgency questions
 * (never-downgrade). `holding`: assessment requests get no answer at all (a model that hangs) until
 * the caller is gone; off, each is answered at once.
 */
interface FakeAi {
  url: string
  received: string[]
  answered: string[]
  urgencyAsked: string[]
  holding: boolean
  close(): Promise<void>
}
async function startFakeAi(): Promise<FakeAi> {
  const ai: FakeAi = { url: '', received: [], answered: [], urgencyAsked: [], holding: false, close: async () => {} }
  const server: HttpServer = createHttpServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const pet = /"petName":\s*"([^"]+)"/.exec(body.replace(/\\"/g, '"'))?.[1] ?? '?'
      // The model's own urgency is a separate question, answered at once in its JSON shape.
      if (body.includes('Answer only JSON: {\\"urgency\\"')) {
        ai.urgencyAsked.push(pet)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(chatCompletion('{"urgency": "routine"}'))
        return
      }
      ai.received.push(pet)
      if (ai.holding) return // never answered: the socket dies with the killed server
      ai.answered.push(pet)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        chatCompletion(`Urgency: LOW because it is a test.\nWhat to watch:\n- ${FAST_MARK} for ${pet}\nWhen to see a vet: within a week.`),
      )
    })
    res.on('error', () => {})
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  ai.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`
  ai.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    })
  return ai
}

// ---- the product as a child process ----

interface Proc {
  child: ChildProcess
  base: string
  log: () => string
}
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    /* already gone */
  }
}

/** Where the clinic's copy of each lead goes: the owners' ZIP 94588 is in the seeded Pleasanton Pet Care's range (demo/clinics.example.json). */
const CLINIC_LEADS = 'leads@pleasanton.example.org'

async function startProduct(env: Record<string, string>): Promise<Proc> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const out: string[] = []
  // One node process, not `npm start` (npm's node, then the server's).
  const child = spawn(process.execPath, [demoStart], {
    cwd: REPO,
    detached: true, // own process group, so SIGKILL reaches every process the server started
    stdio: ['ignore', 'pipe', 'pipe'],
    // One process on PGlite, mail to the test's SMTP server: the demo mode, said explicitly (SMTP_URL is set).
    env: {
      ...process.env,
      PETLEAD_MODE: 'demo',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
      ...env,
    },
  })
  children.add(child)
  child.stdout!.on('data', (d: Buffer) => out.push(d.toString()))
  child.stderr!.on('data', (d: Buffer) => out.push(d.toString()))
  child.once('exit', () => children.delete(child))
  const log = () => out.join('')
  await until(
    'GET /api/dog_breed to answer 200',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`)
      try {
        return (await fetch(`${base}/api/dog_breed`, { signal: AbortSignal.timeout(2_000) })).status === 200
      } catch {
        return false
      }
    },
    180_000,
    250,
  )
  return { child, base, log }
}

async function stopProduct(p: Proc, signal: NodeJS.Signals): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return
  const exited = new Promise<void>((r) => p.child.once('exit', () => r()))
  killGroup(p.child, signal)
  await exited
  // The group's other members (a worker the server started) must be gone too before the next start.
  await until(
    'the process group to be gone',
    () => {
      try {
        process.kill(-p.child.pid!, 0)
        return false
      } catch {
        return true
      }
    },
    10_000,
    50,
  )
}

/** Submission `n` of a run: the valid pet with a name and owner address of its own, to find its owner's mail by. */
const pet = (n: number, tag: string) => ({ ...validPet(), pet_name: `Rex${tag}${n}`, email: `dana+${tag}${n}@example.com` })

async function submitLeads(base: string, tag: string, n = 3): Promise<string[]> {
  const ids: string[] = []
  for (let i = 1; i <= n; i++) {
    const res = await fetch(`${base}/api/pet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha': await solvedCaptcha(base) },
      body: JSON.stringify(pet(i, tag)),
    })
    const json = (await res.json()) as { content: { _id: string } }
    expect(res.status, JSON.stringify(json)).toBe(201)
    ids.push(json.content._id)
    const q = await fetch(`${base}/api/pet/message_to_ia/${json.content._id}`, { method: 'POST' })
    expect(q.status).toBe(202)
  }
  return ids
}

function ownerMail(rec: SmtpCounter, tag: string, i: number): Delivery[] {
  return rec.deliveries.filter((m) => m.to === `dana+${tag}${i}@example.com` && OWNER_SUBJECT.test(m.subject))
}

/** Opens the dead server's DATA_DIR directly and reads the job and outbox rows it left. */
async function readRows(dataDir: string) {
  const db = await openDb({ dataDir })
  try {
    const jobs = await db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM jobs')
    const outbox = await db.query<{ status: string; attempts: number; to_addr: string }>('SELECT status, attempts, to_addr FROM outbox')
    return { jobs, outbox }
  } finally {
    await db.close()
  }
}

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'petlead-crash-'))
  copyTemplate(inject('pgliteTemplate'), dir)
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// Every bound below is a hang guard, never a time budget: a start that took 12 to 20 s in a whole
// `npm test` here did not answer within 60 s on a loaded two-core CI machine.
describe('the real server survives SIGKILL and SMTP outages', () => {
  it('killed with -9 during assessment jobs, restarted: every job completes, each owner e-mail arrives once', async () => {
    const t0 = Date.now()
    const ai = await startFakeAi()
    cleanups.push(() => ai.close())
    const rec = await startSmtpCounter(await freePort())
    cleanups.push(() => rec.close())
    const dataDir = tempDataDir()
    const env = { DATA_DIR: dataDir, SMTP_URL: rec.url, AI_BASE_URL: ai.url }

    ai.holding = true // the model hangs, so the jobs are in flight when the kill comes, however slow the machine
    const first = await startProduct(env)
    const started = Date.now()
    await submitLeads(first.base, 'a')
    await until('the model to receive a request', () => ai.received.length >= 1, 60_000, 20)
    await stopProduct(first, 'SIGKILL')
    // Nothing finished before the kill: the model never answered, and no owner mail went out.
    expect(ai.answered).toEqual([])
    expect(rec.deliveries.filter((m) => OWNER_SUBJECT.test(m.subject))).toEqual([])

    ai.holding = false
    const second = await startProduct(env)
    const restarted = Date.now()
    await until('three owner e-mails', () => [1, 2, 3].every((i) => ownerMail(rec, 'a', i).length >= 1), 90_000)
    const delivered = Date.now()
    await new Promise((r) => setTimeout(r, 2_500)) // a grace period in which a duplicate would show up
    for (const i of [1, 2, 3]) {
      const mails = ownerMail(rec, 'a', i)
      expect(mails, `owner ${i}`).toHaveLength(1)
      expect(mails[0].subject).toBe(`Your PetLead assessment for Rexa${i}`)
      expect(mails[0].text).toContain(`${FAST_MARK} for Rexa${i}`) // written by the model, not the offline fallback
    }
    const leads = rec.deliveries.filter((m) => m.to === CLINIC_LEADS)
    expect(leads).toHaveLength(3)
    // The owners' acknowledgements go out at once, so the kill can land between SMTP's acceptance and
    // the row's update: such a resend carries the same Message-ID (the receiving store keeps one).
    // One acknowledgement per owner by Message-ID; every other mail is delivered exactly once.
    const acks = rec.deliveries.filter((m) => m.subject.startsWith('We have your request'))
    expect(new Set(acks.map((m) => m.messageId)).size).toBe(3)
    const rest = rec.deliveries.filter((m) => !acks.includes(m))
    expect(new Set(rest.map((m) => m.messageId)).size).toBe(rest.length)

    await stopProduct(second, 'SIGTERM')
    const rows = await readRows(dataDir)
    expect(rows.jobs.map((j) => j.status)).toEqual(['done', 'done', 'done'])
    expect(Math.max(...rows.jobs.map((j) => j.attempts))).toBeGreaterThanOrEqual(2) // the killed job ran again
    expect(rows.outbox.every((o) => o.status === 'sent')).toBe(true)
    // Per lead: the owner's acknowledgement, the owner's assessment, the clinic's notification.
    expect(rows.outbox).toHaveLength(9)
    console.log(
      `[crash a] start ${started - t0} ms, restart ${restarted - started} ms, all owner mail ${delivered - restarted} ms after restart; model calls ${ai.received.length}`,
    )
  }, 600_000)

  it('with SMTP failing (and a SIGKILL during the outage) leads are kept, retried, and delivered once when SMTP returns', async () => {
    const t0 = Date.now()
    const ai = await startFakeAi()
    cleanups.push(() => ai.close())
    const smtpPort = await freePort()
    // The outage: a mail server that reads each message and answers 451, so every attempt is seen by its subject.
    const down = await startSmtpCounter(smtpPort, { refuse: true })
    let downOpen = true
    cleanups.push(() => (downOpen ? down.close() : undefined))
    const dataDir = tempDataDir()
    const env = { DATA_DIR: dataDir, SMTP_URL: down.url, AI_BASE_URL: ai.url }

    const first = await startProduct(env)
    await submitLeads(first.base, 'b')
    // An owner's assessment mail is queued in the transaction that stores the assessment, so once all
    // three have been attempted every job is committed: the kill lands after the model's work is kept.
    await until(
      'every owner assessment mail to be attempted and refused',
      () => [1, 2, 3].every((i) => ownerMail(down, 'b', i).length >= 1),
      90_000,
    )
    await stopProduct(first, 'SIGKILL')
    const attemptsBeforeKill = down.deliveries.length
    expect(ai.received).toHaveLength(3)

    const second = await startProduct(env)
    await until('the restarted server to retry SMTP', () => down.deliveries.length > attemptsBeforeKill, 60_000)
    const outageEnd = Date.now()
    await down.close()
    downOpen = false
    const rec = await startSmtpCounter(smtpPort)
    cleanups.push(() => rec.close())
    await until('nine e-mails after SMTP returns', () => rec.deliveries.length >= 9, 120_000)
    const delivered = Date.now()
    await new Promise((r) => setTimeout(r, 2_500))
    for (const i of [1, 2, 3]) {
      const mails = ownerMail(rec, 'b', i)
      expect(mails, `owner ${i}`).toHaveLength(1)
      expect(mails[0].text).toContain(`${FAST_MARK} for Rexb${i}`)
    }
    expect(rec.deliveries.filter((m) => m.to === CLINIC_LEADS)).toHaveLength(3)
    // Each owner's acknowledgement arrives once too.
    expect(rec.deliveries.filter((m) => m.subject.startsWith('We have your request'))).toHaveLength(3)
    expect(rec.deliveries).toHaveLength(9)
    expect(ai.received).toHaveLength(3) // the crash did not assess anything twice

    await stopProduct(second, 'SIGTERM')
    const rows = await readRows(dataDir)
    expect(rows.jobs.map((j) => j.status)).toEqual(['done', 'done', 'done'])
    expect(rows.outbox.every((o) => o.status === 'sent')).toBe(true)
    expect(rows.outbox.filter((o) => o.attempts >= 2).length).toBeGreaterThanOrEqual(1)
    console.log(
      `[crash b] refused SMTP attempts ${down.deliveries.length} (${attemptsBeforeKill} before the kill), outage ${outageEnd - t0} ms, delivered ${delivered - outageEnd} ms after SMTP returned; outbox attempts ${rows.outbox.map((o) => o.attempts).join(',')}`,
    )
  }, 600_000)
})
