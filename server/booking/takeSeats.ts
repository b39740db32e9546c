import type { Queryable } from '../db/db'
import { bookingsRepo } from '../db/bookingsRepo'

/**
 * Takes `cells` for booking `bookingId` on the first of seats 1..capacity that has them all, in
 * the caller's transaction: each seat is tried behind a savepoint, so a seat found partly taken
 * leaves no row behind. The database's primary key decides, never a read before the write: of
 * two requests for the last seat, one inserts and the other finds the conflict. Returns the seat,
 * or null when every seat is taken.
 */
export async function takeSeats(
  tx: Queryable,
  s: { clinicId: string; bookingId: string; capacity: number; cells: number[]; expiresAt: Date | null; now: Date },
): Promise<number | null> {
  for (let seat = 1; seat <= s.capacity; seat++) {
    if (await bookingsRepo.takeSeatOrUndo(tx, { ...s, seat })) return seat
  }
  return null
}
