import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { clinicCalendarsRepo } from '../db/clinicCalendarsRepo'
import { pollDueCalendars } from '../jobs/pollDueCalendars'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { stormFeed } from '../testing/stormFeed'
import { seedDemoAccounts } from '../workspace/seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * A clinic's own calendar blocking its slots, on PGlite with the clock in the test's hand and a
 * calendar server on loopback (allowed by the test's config, as webhook tests do): a weekly event
 * takes its slots, an unchanged feed answers 304, a changed one frees them, a private address is
 * refused when saved, a feed too large or too slow ends with a readable error, and another clinic
 * can neither read nor set the address. The address is a secret: it never comes back whole.
 */
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
// Tuesday 24 November 2026, 10:00 in Pleasanton (18:00 UTC).
const NOW = new Date('2026-11-24T18:00:00Z')
const SECRET = 'private-5f1c0ffee0ddba11c0de'
const TEN_MIN = 10 * 60_000

/** The calendar server: what it serves now, and what each request asked. */
const feed = { body: '', etag: '"v1"', status: 200, delayMs: 0 }
const asked: Array<{ url: string; ifNoneMatch?: string }> = []
let server: Server
let base: string

const weekly = (summary: string) => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Test//EN
BEGIN:VEVENT
UID:staff-meeting@test
DTSTAMP:20261101T000000Z
DTSTART;TZID=America/Los_Angeles:20261104T110000
DTEND;TZID=America/Los_Angeles:20261104T120000
RRULE:FREQ=WEEKLY;BYDAY=WE
SUMMARY:${summary}
END:VEVENT
END:VCALENDAR
`
const empty = 'BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nEND:VCALENDAR\n'

beforeAll(async () => {
  t = await openTestDb()
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    asked.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] })
    const answer = () => {
      if (req.headers['if-none-match'] === feed.etag) return res.writeHead(304).end()
      res.writeHead(feed.status, { 'content-type': 'text/calendar', etag: feed.etag }).end(feed.body)
    }
    if (feed.delayMs) setTimeout(answer, feed.delayMs)
    else answer()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
beforeEach(async () => {
  await t.reset()
  clock = testClock(NOW)
  // 2 s to answer: a loopback feed on a loaded machine answers well within it; the slow feed below takes 3 s.
  a = makeTestApp(t.db, t.dataDir, { clock, config: { webhookAllowLoopback: true, icsMaxBytes: 4_096, icsTimeoutMs: 2_000 } })
  await seedDemoClinics(t.db, NOW)
  await seedDemoAccounts(t.db, ['willow', 'pleasanton'], NOW)
  Object.assign(feed, { body: weekly('Staff meeting'), etag: '"v1"', status: 200, delayMs: 0 })
  asked.length = 0
})
afterEach(() => {
  // Nothing the server logged may carry the secret address.
  expect(a.logs.join('\n')).not.toContain(SECRET)
})
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()))
  await t.close()
})

const calendarPath = (clinic = 'willow') => `/api/workspace/settings/${clinic}/calendar`
const save = (who: Record<string, string>, url: string, clinic = 'willow') =>
  a.call('PUT', calendarPath(clinic), { json: { url }, headers: who })
const starts = async (day: string) =>
  ((await a.get(`/api/clinics/willow/slots?service=vaccination&from=${day}&days=1`)).json.content.slots as Array<{ start: string }>).map(
    (s) => s.start.slice(11, 16),
  )
const poll = () => pollDueCalendars(a.deps)

describe("a clinic's own calendar", () => {
  it('blocks the slots of a weekly event, keeps them on a 304, and frees them when the feed changes', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const saved = await save(owner, `${base}/calendar/ical/${SECRET}/basic.ics`)
    expect(saved.status).toBe(200)
    expect(saved.json.content).toMatchObject({ address: `127.0.0.1:${new URL(base).port} …c0de`, last_success_at: null, poll_minutes: 10 })
    expect(saved.text).not.toContain(SECRET)
    expect(a.wakes.count).toBeGreaterThan(0)
    expect(await starts('2026-11-25')).toContain('11:00')

    expect(await poll()).toBe(1)
    expect(asked).toEqual([{ url: `/calendar/ical/${SECRET}/basic.ics`, ifNoneMatch: undefined }])
    // Wednesdays 11:00-12:00 in the clinic's zone, this week and the next.
    for (const day of ['2026-11-25', '2026-12-02']) {
      const s = await starts(day)
      expect(s).not.toContain('11:00')
      expect(s).not.toContain('11:30')
      expect(s).toContain('10:30')
      expect(s).toContain('12:00')
    }
    expect(await starts('2026-11-26')).toContain('11:00')
    // A blocked start is not offered, so it cannot be held either.
    const held = await a.post('/api/bookings/holds', { clinic_id: 'willow', service: 'vaccination', start: '2026-11-25T11:00:00-08:00' })
    expect(held.status).toBe(409)
    const status = (await a.get(calendarPath(), owner)).json.content
    expect(status).toMatchObject({ last_success_at: NOW.toISOString(), last_error: null })

    // Not due before the interval; then asked with the ETag: a 304 keeps the busy time.
    clock.advance(TEN_MIN - 1_000)
    expect(await poll()).toBe(0)
    clock.advance(1_000)
    expect(await poll()).toBe(1)
    expect(asked.at(-1)!.ifNoneMatch).toBe('"v1"')
    expect(await starts('2026-11-25')).not.toContain('11:00')
    expect((await a.get(calendarPath(), owner)).json.content.last_success_at).toBe(clock.now().toISOString())

    // The meeting is deleted: the next read frees its slots.
    Object.assign(feed, { body: empty, etag: '"v2"' })
    clock.advance(TEN_MIN)
    expect(await poll()).toBe(1)
    expect(await starts('2026-11-25')).toContain('11:00')
    expect(await starts('2026-12-02')).toContain('11:30')
  })

  it('refuses a private, local or reserved address when it is saved, with the reason', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const private10 = await save(owner, `https://10.0.0.5/calendar/${SECRET}.ics`)
    expect(private10.status).toBe(400)
    expect(private10.json.content.url).toMatch(/cannot read a calendar on this server or its private network/)
    expect(private10.text).not.toContain(SECRET)
    a.deps.resolveHost = async () => [{ address: '169.254.169.254', family: 4 }]
    expect((await save(owner, `https://calendar.example.com/${SECRET}.ics`)).status).toBe(400)
    expect((await save(owner, 'ftp://calendar.example.com/x.ics')).status).toBe(400)
    // Loopback only where the configuration allows it, as for webhooks.
    a = makeTestApp(t.db, t.dataDir, { clock })
    const again = await staffSession(a, 'owner@willow.test')
    expect((await save(again, `${base}/${SECRET}.ics`)).status).toBe(400)
    expect((await save(again, `http://localhost:1/${SECRET}.ics`)).status).toBe(400)
    // webcal:// (Outlook, Apple) is the same address over https.
    a.deps.resolveHost = async () => [{ address: '93.184.216.34', family: 4 }]
    const webcal = await save(again, `webcal://outlook.example.com/owa/calendar/${SECRET}/calendar.ics`)
    expect(webcal.status).toBe(200)
    expect(webcal.json.content.address).toBe('outlook.example.com …c0de')
    expect((await t.db.query<{ url: string }>('SELECT url FROM clinic_calendars'))[0]!.url).toMatch(/^https:\/\/outlook\.example\.com\//)
  })

  it('ends a feed too large or too slow with an error in plain words, keeping the busy time read before', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    await save(owner, `${base}/${SECRET}.ics`)
    await poll()
    feed.body = weekly('x'.repeat(5_000))
    feed.etag = '"big"'
    clock.advance(TEN_MIN)
    // A stored coverage that reaches past the window sends the ETag; the server has a new one.
    expect(await poll()).toBe(1)
    let status = (await a.get(calendarPath(), owner)).json.content
    expect(status.last_error).toBe('The calendar is larger than 4 KB; PetLead reads calendars up to that size')
    expect(status.last_success_at).toBe(NOW.toISOString())
    expect(await starts('2026-11-25')).not.toContain('11:00')

    Object.assign(feed, { body: empty, etag: '"slow"', delayMs: 3_000 })
    clock.advance(TEN_MIN)
    expect(await poll()).toBe(1)
    status = (await a.get(calendarPath(), owner)).json.content
    expect(status.last_error).toBe('The calendar server did not answer within 2 seconds; PetLead will try again')
    expect(status.last_error_at).toBe(clock.now().toISOString())

    Object.assign(feed, { body: '<html>Sign in</html>', etag: '"html"', delayMs: 0 })
    clock.advance(TEN_MIN)
    await poll()
    expect((await a.get(calendarPath(), owner)).json.content.last_error).toMatch(/did not return a calendar in iCal format/)
    Object.assign(feed, { status: 404, etag: '"gone"' })
    clock.advance(TEN_MIN)
    await poll()
    expect((await a.get(calendarPath(), owner)).json.content.last_error).toMatch(/answered 404: the address may have been reset/)
    expect(JSON.stringify((await a.get(calendarPath(), owner)).json)).not.toContain(SECRET)
  })

  it('a save made while a poll runs wins: the poll that held the old address writes nothing', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    await save(owner, `${base}/${SECRET}.ics`)
    const lease = (await clinicCalendarsRepo.claimDue(t.db, NOW, 60_000))!
    expect(lease.url).toContain(SECRET)
    // Claimed: not claimed twice while its lease runs.
    expect(await clinicCalendarsRepo.claimDue(t.db, NOW, 60_000)).toBeUndefined()
    await save(owner, `${base}/another-address-0000.ics`)
    const block = { start: NOW.getTime() + 3_600_000, end: NOW.getTime() + 7_200_000, seat: null }
    expect(await clinicCalendarsRepo.succeeded(t.db, lease, { now: NOW, next: NOW, blocks: [block] })).toBe(false)
    expect(await clinicCalendarsRepo.failed(t.db, lease, 'late', NOW, NOW)).toBe(false)
    expect(await t.db.query('SELECT 1 FROM clinic_busy')).toEqual([])
    expect((await a.get(calendarPath(), owner)).json.content).toMatchObject({ address: expect.stringMatching(/ …0000$/), last_error: null })
  })

  it('belongs to its clinic: another clinic can neither read nor set it (404), and removing it frees the slots', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    await save(owner, `${base}/${SECRET}.ics`)
    await poll()
    const other = await staffSession(a, 'owner@pleasanton.test')
    expect((await a.get(calendarPath('willow'), other)).status).toBe(404)
    expect((await save(other, `${base}/other.ics`, 'willow')).status).toBe(404)
    expect((await a.call('DELETE', calendarPath('willow'), { headers: other })).status).toBe(404)
    expect((await a.get(calendarPath('pleasanton'), other)).json.content.address).toBeNull()
    expect((await a.get(calendarPath('willow'), owner)).json.content.address).toMatch(/ …c0de$/)

    const removed = await a.call('DELETE', calendarPath('willow'), { headers: owner })
    expect(removed.status).toBe(200)
    expect(removed.json.content.address).toBeNull()
    expect(await starts('2026-11-25')).toContain('11:00')
  })
})

/** Runs `work` while ticking every 10 ms and sending GET /api/dog_breed one after another: the longest tick gap and slowest answer. */
async function watchLoop<T>(work: () => Promise<T>) {
  let last = performance.now()
  let maxGap = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    maxGap = Math.max(maxGap, now - last)
    last = now
  }, 10)
  let done = false
  const running = work().finally(() => (done = true))
  const latencies: number[] = []
  while (!done) {
    const t0 = performance.now()
    expect((await a.get('/api/dog_breed')).status).toBe(200)
    latencies.push(performance.now() - t0)
    await new Promise((r) => setTimeout(r, 25))
  }
  const result = await running
  clearInterval(ticker)
  return { result, maxGap: Math.round(maxGap), worst: Math.round(Math.max(...latencies)), requests: latencies.length }
}

describe('a calendar of repeating events gone wild (every 4 minutes, 200 of them)', () => {
  it('is read off the event loop within its budget: the earliest busy time kept, the reason shown, other requests answered at once', async () => {
    a = makeTestApp(t.db, t.dataDir, { clock, config: { webhookAllowLoopback: true, icsTimeoutMs: 5_000 } })
    const owner = await staffSession(a, 'owner@willow.test')
    await save(owner, `${base}/${SECRET}.ics`)
    Object.assign(feed, { body: stormFeed(200), etag: '"storm"' })
    // The event loop while the poll runs: the longest gap between 10 ms ticks, and the slowest of
    // unrelated requests sent one after another. The same is measured first for as long with no
    // poll, because on a shared, loaded machine the loop's own stalls are what 200 ms is added to.
    const quiet = await watchLoop(() => new Promise((r) => setTimeout(() => r(0), 1_500)))
    const during = await watchLoop(() => poll())
    console.log(
      `[storm poll] ${during.requests} requests during the poll, worst ${during.worst} ms, longest event-loop gap ${during.maxGap} ms; ` +
        `with no poll: worst ${quiet.worst} ms, gap ${quiet.maxGap} ms`,
    )
    expect(during.result).toBe(1)
    expect(during.requests).toBeGreaterThan(3)
    // The promise is the unrelated request's answer within 200 ms of the quiet machine's. The loop's
    // longest stall also covers storing the kept busy times (PGlite answers on this thread): 500 ms
    // of margin, which a loaded machine needs, still catches the 11 s freeze this replaced.
    expect(during.worst).toBeLessThan(200 + quiet.worst)
    expect(during.maxGap).toBeLessThan(500 + quiet.maxGap)

    const status = (await a.get(calendarPath(), owner)).json.content
    expect(status.last_error).toMatch(/^The calendar has too many repeating events: the first \d+ busy times were kept \(up to 2026-11-24 /)
    expect(status.last_success_at).toBe(NOW.toISOString())
    const kept = Number(status.last_error.match(/first (\d+)/)[1])
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clinic_busy')
    expect(kept).toBeGreaterThan(0)
    expect(kept).toBeLessThanOrEqual(5_000)
    // Stored as their union: the 50 events on each minute overlap, and the four minutes touch.
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThanOrEqual(kept)
    // Read only in part: the next poll reads the whole feed again rather than trusting a 304.
    clock.advance(TEN_MIN)
    expect(await poll()).toBe(1)
    expect(asked.at(-1)!.ifNoneMatch).toBeUndefined()
  }, 60_000)

  it('ends a read that outlasts its time-out, saying so and keeping the busy time read before', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    await save(owner, `${base}/${SECRET}.ics`)
    expect(await poll()).toBe(1)
    expect(await starts('2026-11-25')).not.toContain('11:00')
    // 50 ms: less than a worker thread takes to start, so the read is always ended.
    a = makeTestApp(t.db, t.dataDir, {
      clock,
      config: { webhookAllowLoopback: true, icsMaxBytes: 4_096, icsTimeoutMs: 2_000, icsReadTimeoutMs: 50 },
    })
    Object.assign(feed, { body: empty, etag: '"v2"' })
    clock.advance(TEN_MIN)
    expect(await poll()).toBe(1)
    const status = (await a.get(calendarPath(), owner)).json.content
    expect(status.last_error).toBe('The calendar took more than 0.05 seconds to read; PetLead will try again')
    expect(status.last_success_at).toBe(NOW.toISOString())
    expect(await starts('2026-11-25')).not.toContain('11:00')
  }, 60_000)
})
