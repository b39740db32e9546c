// `npx tsx bench/workspaceInbox.ts`: the workspace inbox with 5,000 leads of one clinic (and
// 5,000 of others around it): time of the first page of GET /workspace/leads, a page deep in
// the keyset, and a search, through the whole app in-process (session, scope, JSON). PGlite by
// default; DATABASE_URL measures PostgreSQL. Prints the figures and writes
// bench/results/workspace-inbox.md. Target: the first page under 200 ms, so an inbox of that size opens without a wait.
import { readFileSync, writeFileSync } from 'node:fs'
import { DEMO_CLINICS_FILE } from '../server/clinics/seedDemoClinics'
import { makeTestApp, TEST_ORIGIN } from '../server/testing/testApp'
import { seedDemoAccounts } from '../server/workspace/seedDemoAccounts'
import { machineLine } from './lib/machineLine'
import { timeRuns } from './lib/timeRuns'
import { withSeededDb } from './lib/withSeededDb'

const LEADS = 5_000
const RUNS = 30

async function main(): Promise<void> {
  await withSeededDb('ws', async (db, dir, now) => {
    const ids = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
    await seedDemoAccounts(db, ids, now)
    for (const clinic of ['willow', 'pleasanton']) {
      await db.query(
        `INSERT INTO submissions (id, kind, clinic_id, data, created_at, routed_clinic_id, route_rule, urgency)
        SELECT gen_random_uuid(), 'health', $2, jsonb_build_object('owner_name', 'Owner ' || g, 'pet_name', 'Pet ' || g, 'email', 'o' || g || '@example.com', 'phone_number', '555' || lpad(g::text, 7, '0')),
          $1::timestamptz - (g || ' minutes')::interval, $2, 'clinic form', CASE WHEN g % 17 = 0 THEN 'emergency' ELSE 'routine' END
        FROM generate_series(1, ${LEADS}) g`,
        [now, clinic],
      )
    }
    await db.query('ANALYZE submissions')
    const { call } = makeTestApp(db, dir)
    const login = await call('POST', '/api/workspace/login', {
      json: { email: 'front@willow.test', password: 'PetLead-demo-1' },
      headers: { origin: TEST_ORIGIN },
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
    const time = (path: string) =>
      timeRuns(RUNS, async () => {
        const r = await call('GET', path, { headers: { cookie } })
        if (r.status !== 200 || r.json.content.items.length === 0) throw new Error(`${path}: ${r.status}`)
      })
    const first = await time('/api/workspace/leads')
    let cursor = ''
    for (let i = 0; i < 40; i++)
      cursor = (await call('GET', `/api/workspace/leads${cursor ? `?cursor=${cursor}` : ''}`, { headers: { cookie } })).json.content
        .next_cursor
    const deep = await time(`/api/workspace/leads?cursor=${cursor}`)
    const search = await time('/api/workspace/leads?q=Owner%204321')
    const rows = [
      ['first page (50 of 5,000)', first],
      ['page 41 (keyset cursor)', deep],
      ['search by owner name', search],
    ] as const
    const md = [
      `# Workspace inbox with ${LEADS.toLocaleString('en-US')} leads`,
      '',
      machineLine(db.kind),
      `In-process app (session lookup, clinic scope, unread count, JSON), ${RUNS} runs each; ${LEADS} leads of the user's clinic and ${LEADS} of another. Target: first page < 200 ms.`,
      '',
      '| Request | median ms | p95 ms |',
      '|---|---|---|',
      ...rows.map(([name, r]) => `| ${name} | ${r.median} | ${r.p95} |`),
      '',
    ].join('\n')
    console.log(md)
    if (!process.env.BENCH_NO_WRITE) writeFileSync(`bench/results/workspace-inbox${process.env.DATABASE_URL ? '-postgres' : ''}.md`, md)
    if (first.median >= 200) process.exitCode = 1
  })
}

await main()
