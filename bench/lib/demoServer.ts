import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../server/repoRoot'
import { loadConfig } from '../../server/loadConfig'
import { startServer, type RunningServer } from '../../server/startServer'
import { demoHost } from '../../demo/demoHost'

async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as { port: number }).port
  await new Promise<void>((r) => s.close(() => r()))
  return port
}

/**
 * The demo host and reference API in this process, on loopback, over PGlite in a temporary
 * DATA_DIR. `env` overrides the bench's settings (an SMTP server or Twilio double to measure against).
 */
export async function startDemo(env: Record<string, string> = {}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-bench-'))
  const port = await freePort()
  const config = loadConfig(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: '',
      CORS_ORIGINS: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      // The load test sends thousands of submissions from one address for one owner: lift the abuse limits it is not measuring.
      WRITE_LIMIT_PER_IP: '100000000',
      OWNER_MAIL_DAILY_LIMIT: '100000000',
      ...env,
    },
    REPO_ROOT,
  )
  // Request lines are not logged: the load test measures the API, not the terminal.
  const running = await startServer(config, { log: () => {}, hostPages: demoHost })
  return {
    ...running,
    dataDir,
    async stop() {
      await running.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The lookup lists as the reference API serves them (the bench page answers with these). */
export async function fetchLists(base: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const p of ['/dog_breed', '/cat_breed', '/medicine', '/condition', '/allergie', '/prev_info']) {
    const r = await fetch(`${base}/api${p}`)
    out[p] = ((await r.json()) as { content: unknown[] }).content
  }
  return out
}
