// Section `slots` of `npm run bench`, also `npx tsx bench/bookingSlots.ts` alone (on PostgreSQL:
// `bash scripts/with-postgres.sh npx tsx bench/bookingSlots.ts`): GET /clinics/{id}/slots for a
// clinic with 5,000 future bookings, through the whole app in-process (clinic, busy seats, slot
// generation, JSON, ETag). PGlite by default; DATABASE_URL measures PostgreSQL. Writes
// bench/results/booking-slots*.md when run alone. Target: p95 under 50 ms on PostgreSQL for a clinic with 5,000 future bookings.
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { makeTestApp } from '../server/testing/testApp'
import { machineLine } from './lib/machineLine'
import { timeRuns } from './lib/timeRuns'
import { withSeededDb } from './lib/withSeededDb'

const BOOKINGS = 5_000
/** Seats of the benched clinic: 14 days of half-hour visits around the clock hold 8 × 672 = 5,376 visits. */
const SEATS = 8
const RUNS = 50

/** Median and p95 of the slot call, for 1, 7 and 14 days, with 5,000 visits booked in the next 14 days. */
export async function bookingSlotsBench(): Promise<{
  db: string
  bookings: number
  seats: number
  runs: number
  calls: Record<string, { median: number; p95: number; slots: number }>
}> {
  return withSeededDb('slots', async (db, dir, now) => {
    await db.query("UPDATE clinics SET booking = jsonb_set(booking, '{capacity}', $1::jsonb) WHERE id = 'willow'", [String(SEATS)])
    // 5,000 visits of 30 minutes from the next full hour on, 8 seats per start: each holds 2 cells of its seat.
    const base = new Date(Math.ceil(now.getTime() / 3600_000) * 3600_000)
    await db.query(
      `INSERT INTO bookings (id, clinic_id, service, appointment_name, start_at, end_at, held_until, status, hold_secret_hash, seat_cells, created_at, owner_name, email, phone, pet_name, species, lang)
      SELECT md5('b' || g)::uuid, 'willow', 'vaccination', 'Vaccination', $1::timestamptz + ((g / ${SEATS}) * 30 || ' minutes')::interval,
        $1::timestamptz + ((g / ${SEATS}) * 30 + 30 || ' minutes')::interval, $2, 'booked', 'x', 2, $2, 'Owner ' || g, 'o' || g || '@example.com', '5550000000', 'Pet', 'dog', 'en'
      FROM generate_series(0, ${BOOKINGS - 1}) g`,
      [base, now],
    )
    await db.query(`INSERT INTO booking_seats (clinic_id, cell_at, seat, booking_id, expires_at)
      SELECT 'willow', b.start_at + (c * 15 || ' minutes')::interval, (g % ${SEATS}) + 1, b.id, NULL
      FROM generate_series(0, ${BOOKINGS - 1}) g JOIN bookings b ON b.id = md5('b' || g)::uuid CROSS JOIN generate_series(0, 1) c`)
    await db.query('ANALYZE booking_seats')
    const { call } = makeTestApp(db, dir, { clock: { now: () => new Date() } })
    const calls: Record<string, { median: number; p95: number; slots: number }> = {}
    for (const days of [1, 7, 14]) {
      const path = `/api/clinics/willow/slots?service=vaccination&days=${days}`
      let slots = 0
      const times = await timeRuns(RUNS, async () => {
        const r = await call('GET', path)
        if (r.status !== 200) throw new Error(`${path}: ${r.status}`)
        slots = r.json.content.slots.length
      })
      calls[`${days} day${days > 1 ? 's' : ''}`] = { ...times, slots }
    }
    return { db: db.kind, bookings: BOOKINGS, seats: SEATS, runs: RUNS, calls }
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await bookingSlotsBench()
  const md = [
    `# Slot look-up with ${r.bookings.toLocaleString('en-US')} future bookings`,
    '',
    machineLine(r.db),
    `GET /clinics/willow/slots?service=vaccination through the in-process app, ${r.runs} runs each; ${r.seats} seats, 30-minute visits, ${r.bookings} booked in the next 14 days. Target: p95 < 50 ms on PostgreSQL.`,
    '',
    '| Days asked | free slots | median ms | p95 ms |',
    '|---|---|---|---|',
    ...Object.entries(r.calls).map(([name, c]) => `| ${name} | ${c.slots} | ${c.median} | ${c.p95} |`),
    '',
  ].join('\n')
  console.log(md)
  if (!process.env.BENCH_NO_WRITE) writeFileSync(`bench/results/booking-slots${r.db === 'pglite' ? '' : '-postgres'}.md`, md)
}
