/**
 * The grid the seats table counts in: 15 minutes, aligned on the epoch (every time zone's offset
 * is a multiple of 15 minutes, so the grid is aligned in every zone). A visit holds, on its seat,
 * every cell that its time (and the buffer after it) touches, and the database allows one row per
 * clinic, cell and seat: two visits that overlap on one seat cannot both be stored.
 */
export const CELL_MS = 15 * 60_000

/** The starts of the cells that [start, end) touches. */
export function cellsOf(start: number, end: number): number[] {
  const cells: number[] = []
  for (let c = Math.floor(start / CELL_MS) * CELL_MS; c < end; c += CELL_MS) cells.push(c)
  return cells
}

/** Time a seat is taken: a booking or a live hold (its buffer included), or a block of the clinic's own calendar (`seat` null: every seat). */
export interface Busy {
  start: number
  end: number
  seat: number | null
}
