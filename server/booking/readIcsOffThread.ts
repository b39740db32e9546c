import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { IcsReading } from './expandIcs'
import type { IcsWork } from './icsWorker'

/**
 * The worker: the compiled `icsWorker.js` beside this file when the server runs as plain
 * JavaScript; otherwise (tsx in development, vitest in tests) the TypeScript source, loaded by a
 * two-line bootstrap that registers tsx's require hook in the thread first, because a worker
 * inherits neither vitest's transform nor, on Node 20, loader hooks given through execArgv.
 */
function startWorker(work: IcsWork): Worker {
  const options = { workerData: work, resourceLimits: { maxOldGenerationSizeMb: 256 } }
  const js = new URL('./icsWorker.js', import.meta.url)
  if (existsSync(fileURLToPath(js))) return new Worker(js, options)
  const require = createRequire(import.meta.url)
  const tsx = require.resolve('tsx/cjs/api')
  const entry = fileURLToPath(new URL('./icsWorker.ts', import.meta.url))
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)})`, { ...options, eval: true })
}

/**
 * Parses and expands one calendar feed (expandIcs, within `work.budget`; the blocks' union,
 * unionBusy) on a worker thread, so a
 * feed that costs seconds (a 2 MB feed of repeating events takes seconds to parse alone) never
 * holds the server's event loop, and ends the thread after `timeoutMs` whatever it is doing: the
 * budget is checked between events, the time-out also stops a parse or a single rule that runs
 * long. Rejects with an Error an owner can read (invalid iCal, or too long to read).
 */
export function readIcsOffThread(work: IcsWork, timeoutMs: number): Promise<IcsReading> {
  return new Promise<IcsReading>((resolve, reject) => {
    // A heap of its own, capped (startWorker): a hostile feed cannot grow the server's memory either.
    const worker = startWorker(work)
    let settled = false
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
      void worker.terminate()
    }
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new Error(`The calendar took more than ${+(timeoutMs / 1000).toFixed(2)} seconds to read; PetLead will try again`)),
        ),
      timeoutMs,
    )
    worker.once('message', (m: { ok: true; reading: IcsReading } | { ok: false; message: string }) =>
      settle(() =>
        m.ok ? resolve(m.reading) : reject(new Error('The calendar could not be read (it is not valid iCal)', { cause: m.message })),
      ),
    )
    worker.once('error', (err) => settle(() => reject(new Error('The calendar could not be read; PetLead will try again', { cause: err }))))
    worker.once('exit', () => settle(() => reject(new Error('The calendar could not be read; PetLead will try again'))))
  })
}
