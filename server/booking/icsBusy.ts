import { expandIcs } from './expandIcs'
import type { Busy } from './slots'

/**
 * The busy time a clinic's own calendar holds in [from, to), every occurrence read (expandIcs with
 * no budget): for a calendar already known to be small, or a test. Polls read through
 * readIcsOffThread, which sets a budget and keeps the work off the server's event loop.
 */
export function icsBusy(ics: string, from: number, to: number, zone: string): Busy[] {
  return expandIcs(ics, from, to, zone, { maxBlocks: Infinity, maxMs: Infinity }).blocks
}
