import { parentPort, workerData } from 'node:worker_threads'
import { expandIcs, type IcsBudget } from './expandIcs'
import { unionBusy } from './unionBusy'

/** What the poll hands the worker: the feed's text, the window and zone, and the budget. */
export interface IcsWork {
  ics: string
  from: number
  to: number
  zone: string
  budget: Omit<IcsBudget, 'elapsed'>
}

// A worker thread's entry (readIcsOffThread starts it): parses and expands one feed and posts the
// reading back as the union of its blocks (what is stored: fifty events on one minute are one row),
// or the parse error's message; the thread ends with it.
const work = workerData as IcsWork
try {
  const reading = expandIcs(work.ics, work.from, work.to, work.zone, work.budget)
  parentPort!.postMessage({ ok: true, reading: { ...reading, blocks: unionBusy(reading.blocks) } })
} catch (err) {
  parentPort!.postMessage({ ok: false, message: String((err as Error)?.message ?? err) })
}
