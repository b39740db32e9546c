import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { DEMO_USER } from './db/demoUser'
import { loadConfig } from './loadConfig'
import { REPO_ROOT } from './repoRoot'
import { startServer } from './startServer'
import { copyTemplate } from './testing/copyTemplate'
import { eventStream } from './testing/eventStream'

/**
 * A deploy stops a process while receptionists have their inbox open: the stop (SIGTERM in
 * runServer.ts) must not wait on their event streams, which never end by themselves. How each
 * kind of connection is ended is proved in http/gracefulClose.test.ts; this is the whole server.
 */
const dir = mkdtempSync(join(tmpdir(), 'petlead-stop-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('stopping the server', () => {
  it('ends an open inbox event stream and stops, with nothing cut', async () => {
    copyTemplate(inject('pgliteTemplate'), dir)
    const lines: string[] = []
    const running = await startServer(loadConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' }, REPO_ROOT), {
      log: (line) => lines.push(line),
    })
    const origin = running.deps.config.publicUrl
    const login = await fetch(`${running.url}/api/workspace/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    // As a browser's EventSource asks for it.
    const res = await fetch(`${running.url}/api/workspace/events`, { headers: { cookie, accept: 'text/event-stream' } })
    const events = eventStream(res.body!)
    expect(await events.until(/connected/, 30_000)).toBe(true)

    // Without the stream's end, stop() waits for it forever and the test fails on its time-out.
    await running.stop()
    expect(lines.filter((l) => l.includes('were cut'))).toEqual([])
    // The browser's side sees its stream end (then connects again, to another process).
    await expect(events.until(/never sent/, 60_000)).rejects.toThrow(/terminated/)
  }, 120_000)
})
