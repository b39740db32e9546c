import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../repoRoot'
import { loadConfig } from '../loadConfig'
import { startServer, type RunningServer } from '../startServer'
import { scratchDatabase } from '../testing/cluster/scratchDatabase'
import { eventStream } from '../testing/eventStream'
import { validPet } from '../testing/payloads'
import { solvedCaptcha } from '../testing/solvedCaptcha'

/**
 * A lead stored through one process reaches a workspace connected to another, through
 * PostgreSQL LISTEN/NOTIFY. Two whole servers in this process on one scratch database; PostgreSQL
 * only (PGlite is one process by nature).
 */
describe('workspace events across processes', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>
  const servers: RunningServer[] = []
  const dirs: string[] = []

  beforeAll(async () => {
    scratch = await scratchDatabase(process.env.DATABASE_URL!, 'petlead_ws')
    // One after the other: the second finds the migrations and the demo seed done.
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'petlead-ws-'))
      dirs.push(dir)
      const config = loadConfig(
        { PETLEAD_MODE: 'demo', PORT: '0', DATA_DIR: dir, DATABASE_URL: scratch.url, RECOVER_FLOOR_MS: '0' },
        REPO_ROOT,
      )
      servers.push(await startServer(config, { log: () => {}, idleMs: 200 }))
    }
  })
  afterAll(async () => {
    for (const s of servers) await s.stop()
    await scratch?.drop()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('a lead posted to one server appears on the event stream of the other within 2 seconds', async () => {
    const [a, b] = servers as [RunningServer, RunningServer]
    const origin = b.deps.config.publicUrl
    const login = await fetch(`${b.url}/api/workspace/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@petlead.test', password: 'PetLead-demo-1' }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const abort = new AbortController()
    const res = await fetch(`${b.url}/api/workspace/events`, { headers: { cookie }, signal: abort.signal })
    const events = eventStream(res.body!)
    const until = events.until
    expect(await until(/connected/, 5000)).toBe(true)
    const posted = await fetch(`${a.url}/api/pet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha': await solvedCaptcha(a.url) },
      body: JSON.stringify(validPet()),
    })
    expect(posted.status).toBe(201)
    const id = ((await posted.json()) as { content: { _id: string } }).content._id
    const started = Date.now()
    expect(await until(new RegExp(`"id":"${id}","type":"created"`), 2000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)
    abort.abort()
    await events.cancel()
  })
})
