/**
 * A lead's booked visit's start, as a SQL expression on the submission aliased `s`: the latest
 * start of its bookings still on (NULL when none is, as for a visit the clinic booked by phone). The
 * lead's life decides on it (leadLifeRepo.lock) and its page shows it, so both read the one rule.
 */
export const VISIT_START_SQL = `(SELECT max(b.start_at) FROM bookings b WHERE b.lead_id = s.id AND b.status = 'booked')`
