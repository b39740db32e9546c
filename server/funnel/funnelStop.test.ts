import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../db/openDb'
import { loadConfig } from '../loadConfig'
import { REPO_ROOT } from '../repoRoot'
import { startServer } from '../startServer'

/**
 * The server sums funnel beacons in memory and writes them every second: a normal stop writes what
 * is left before the database closes, so every beacon answered 204 is in the counters afterwards.
 */
const dir = mkdtempSync(join(tmpdir(), 'petlead-funnel-stop-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('funnel counters across a stop', () => {
  it('writes every counted beacon before the database closes', async () => {
    const running = await startServer(
      loadConfig({ DATA_DIR: dir, PORT: '0', PUBLIC_URL: 'http://petlead.test', DATABASE_URL: '' }, REPO_ROOT),
      {
        log: () => {},
      },
    )
    const beacons = 7
    for (let i = 0; i < beacons; i++) {
      const r = await fetch(`${running.url}/api/funnel`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ clinic: 'willow', form: 'clinic-health', source: 'google', events: [{ kind: 'view' }, { kind: 'start' }] }),
      })
      expect(r.status).toBe(204)
    }
    await running.stop()
    const db = await openDb({ dataDir: dir })
    try {
      const rows = await db.query<{ kind: string; n: number }>(
        'SELECT kind, sum(count)::int AS n FROM funnel_counts GROUP BY kind ORDER BY kind',
      )
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { kind: 'start', n: beacons },
        { kind: 'view', n: beacons },
      ])
    } finally {
      await db.close()
    }
  }, 180_000)
})
