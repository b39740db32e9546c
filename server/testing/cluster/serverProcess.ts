import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../freePort'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** One `server/main.ts` process started by a test or the bench. */
export interface ServerProcess {
  child: ChildProcess
  url: string
  port: number
  /** Everything it printed. */
  log(): string
  /** Resolves when it answers GET /api/dog_breed; rejects if it exits first or takes over `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>
  /** Sends `signal` and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * Spawns the product (no npx wrapper, so SIGKILL reaches the server itself) with `env` on top of
 * the caller's environment, on 127.0.0.1:`port`. The heap is capped to keep three of them small on
 * a shared machine. By default it runs `server/main.ts` under tsx, so a test exercises the sources
 * it sits beside; `compiled` runs `server/dist/main.js` with plain node, as production does (the
 * bench: a transpiling loader is not what an operator's CPU pays for; build it first with
 * `npm run build:server`).
 */
export function spawnServer(env: Record<string, string>, port: number, opts: { compiled?: boolean } = {}): ServerProcess {
  const url = `http://127.0.0.1:${port}`
  const out: string[] = []
  const entry = opts.compiled ? ['server/dist/main.js'] : ['--import', 'tsx', 'server/main.ts']
  const child = spawn(process.execPath, ['--max-old-space-size=192', ...entry], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
  })
  child.stdout!.on('data', (d: Buffer) => out.push(d.toString()))
  child.stderr!.on('data', (d: Buffer) => out.push(d.toString()))
  const gone = new Promise<void>((r) => child.once('exit', () => r()))
  const log = () => out.join('')
  return {
    child,
    url,
    port,
    log,
    async ready(timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`server on ${port} exited (${child.exitCode ?? child.signalCode}):\n${log()}`)
        try {
          if ((await fetch(`${url}/api/dog_breed`, { signal: AbortSignal.timeout(2_000) })).status === 200) return
        } catch {
          /* not listening yet */
        }
        if (Date.now() > end) throw new Error(`server on ${port} not ready after ${timeoutMs} ms:\n${log()}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await gone
    },
  }
}

/**
 * Spawns `count` servers at the same moment with one configuration `env` (as a deployment has
 * it), each on a free port with its own DATA_DIR under `dataDir`, and resolves once all of them
 * answer. Each is pushed to `procs` as it is spawned, so the caller's cleanup stops even one that
 * never became ready.
 */
export async function spawnServers(
  env: Record<string, string>,
  dataDir: string,
  procs: ServerProcess[],
  count = 3,
  timeoutMs = 90_000,
): Promise<void> {
  const ports: number[] = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  for (const [i, port] of ports.entries()) procs.push(spawnServer({ ...env, DATA_DIR: join(dataDir, `p${i}`) }, port))
  await Promise.all(procs.map((p) => p.ready(timeoutMs)))
}
