import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scratchDatabase } from '../../server/testing/cluster/scratchDatabase'
import { startSmtpCounter, type SmtpCounter } from '../../server/testing/cluster/smtpCounter'
import { freePort } from '../../server/testing/freePort'
import { validPet } from '../../server/testing/payloads'
import { REPO_ROOT } from '../../server/repoRoot'
import { solvedCaptcha } from '../../server/testing/solvedCaptcha'

const run = promisify(execFile)

/**
 * The server as an operator installs it: `npm pack` of this repository, the tarball installed with
 * `--omit=dev` into an empty folder (so a runtime package left in devDependencies fails here), the
 * compiled `server/dist/main.js` started with plain `node` in production mode on PostgreSQL with an
 * SMTP sink, a partner imported and its owner invited with the compiled CLI, a lead submitted, and
 * the lead read back from the workspace by the invited owner. Needs DATABASE_URL (`npm run test:pg`).
 */
describe('the packed package, installed without devDependencies, runs production', () => {
  const work = mkdtempSync(join(tmpdir(), 'petlead-packed-'))
  const app = join(work, 'app')
  let pkg = ''
  let db: Awaited<ReturnType<typeof scratchDatabase>>
  let smtp: SmtpCounter
  let server: ChildProcess | undefined
  let url = ''
  const out: string[] = []
  let env: NodeJS.ProcessEnv = {}

  beforeAll(async () => {
    // The widgets are built by `npm test` before this suite; the server compiles in a second.
    if (!existsSync(join(REPO_ROOT, 'dist', 'petlead.umd.js'))) await run('npx', ['rollup', '-c', '--silent'], { cwd: REPO_ROOT })
    await run(process.execPath, ['scripts/buildServer.mjs'], { cwd: REPO_ROOT })
    const packed = await run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], { cwd: REPO_ROOT })
    pkg = join(work, packed.stdout.trim().split('\n').pop()!)
    await run('mkdir', ['-p', app])
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'clinic-host', private: true }))
    // From the npm cache the repository's own install filled: the same versions, no new download where it can be helped.
    await run('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', pkg], {
      cwd: app,
      maxBuffer: 16 * 1024 * 1024,
    })

    db = await scratchDatabase(process.env.DATABASE_URL!, 'packed')
    smtp = await startSmtpCounter()
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PETLEAD_MODE: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      SERVER_SECRET: 'packed-install-server-secret',
      ALTCHA_HMAC_KEY: 'packed-install-altcha-key',
    }
  }, 300_000)

  afterAll(async () => {
    server?.kill('SIGTERM')
    await smtp?.close()
    await db?.drop()
    rmSync(work, { recursive: true, force: true })
  })

  const installed = () => join(app, 'node_modules', 'petlead')

  it('holds no TypeScript, no dev tool and no demo page', () => {
    // React is there as the widgets' libraries' peer; the build and test tools are not.
    for (const tool of ['typescript', 'tsx', 'esbuild', 'rollup', 'vitest', 'eslint', 'prettier', 'playwright-core'])
      expect(existsSync(join(app, 'node_modules', tool)), tool).toBe(false)
    expect(existsSync(join(installed(), 'server', 'dist', 'main.js'))).toBe(true)
    expect(existsSync(join(installed(), 'server', 'main.ts'))).toBe(false)
    expect(existsSync(join(installed(), 'demo', 'start.ts'))).toBe(false)
  })

  it('starts with plain node, takes a lead and shows it to the clinic that was invited', async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, [join(installed(), 'server', 'dist', 'clinics.js'), ...args], { cwd: app, env })
    // A partner of the operator's own (the demo's partners are refused in production), near the owner's ZIP 94588.
    const clinic = {
      id: 'dublin-animal-care',
      kind: 'clinic',
      name: 'Dublin Animal Care',
      website: 'https://dublin-animal-care.example.org',
      phone: '(925) 555-0190',
      street: '7100 Village Pkwy',
      city: 'Dublin',
      state: 'CA',
      zip: '94568',
      radiusMiles: 15,
      assessments: ['health', 'dental'],
      // The seeded example's price table: what a partner's import file carries.
      services: (
        JSON.parse(readFileSync(join(REPO_ROOT, 'demo', 'clinics.example.json'), 'utf8')) as Array<{ id: string; services: unknown }>
      ).find((c) => c.id === 'pleasanton')!.services,
      leadEmails: ['front-desk@dublin-animal-care.example.org'],
    }
    writeFileSync(join(work, 'clinics.json'), JSON.stringify([clinic]))
    await cli('import', join(work, 'clinics.json'))

    server = spawn(process.execPath, [join(installed(), 'server', 'dist', 'main.js')], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] })
    server.stdout!.on('data', (d: Buffer) => out.push(d.toString()))
    server.stderr!.on('data', (d: Buffer) => out.push(d.toString()))
    await expect.poll(async () => (await fetch(`${url}/api/openapi.json`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200)
    expect(out.join('')).toContain('PetLead production on')
    // Production serves the workspace and no demo page.
    expect((await fetch(`${url}/workspace`)).status).toBe(200)
    for (const path of ['/', '/routes', '/outbox', '/main_form']) expect((await fetch(`${url}${path}`)).status, path).toBe(404)

    // The operator's CLI prints the single-use link it made (docs/operations.md, first owner).
    const invited = await cli('invite', 'owner@dublin-animal-care.example.org', '--clinic', clinic.id, '--role', 'owner')
    const token = /#token=([A-Za-z0-9_-]+)/.exec(invited.stdout)?.[1]
    expect(token, invited.stdout).toBeTruthy()
    const accepted = await fetch(`${url}/api/workspace/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ token, password: 'a long enough passphrase' }),
    })
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    const cookie = (accepted.headers.get('set-cookie') ?? '').split(';')[0]!

    const lead = await fetch(`${url}/api/pet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-captcha': await solvedCaptcha(url) },
      body: JSON.stringify({ ...validPet(), pet_name: 'Packed Rex' }),
    })
    expect(lead.status, await lead.clone().text()).toBeLessThan(300)
    const leads = await fetch(`${url}/api/workspace/leads`, { headers: { cookie, origin: url } })
    expect(leads.status).toBe(200)
    expect(await leads.text()).toContain('Packed Rex')
  }, 180_000)
})
