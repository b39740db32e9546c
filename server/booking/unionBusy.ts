import type { Busy } from './slots'

/**
 * The union of busy blocks, sorted: blocks that overlap or touch become one. Every block takes
 * every seat, so the union blocks exactly the same slots, and fifty events on the same minute are
 * one row to store rather than fifty.
 */
export function unionBusy(blocks: Busy[]): Busy[] {
  const out: Busy[] = []
  for (const b of [...blocks].sort((x, y) => x.start - y.start)) {
    const last = out.at(-1)
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end)
    else out.push({ ...b })
  }
  return out
}
