import { appliedMigrations } from '../db/appliedMigrations'
import { ping } from '../db/ping'
import { migrations } from '../db/migrations'
import type { Queryable } from '../db/db'
import type { ServerConfig } from '../serverConfig'
import type { Heartbeats } from './heartbeats'

/** Each readiness check's verdict: `ok`, or what is wrong in words an operator can act on. */
export type Checks = Record<'database' | 'migrations' | 'loops', string>

/**
 * Whether this process can serve: the database answers `select 1`, every migration this mode runs
 * is applied (production skips the demo-only ones, as startServer does), and each background loop
 * ran lately (heartbeats.ts). A failing check names itself, so a 503 says where to look.
 */
export async function readiness(deps: {
  db: Queryable
  config: Pick<ServerConfig, 'mode'>
  heartbeats?: Heartbeats
}): Promise<{ ready: boolean; checks: Checks }> {
  const checks: Checks = { database: 'ok', migrations: 'ok', loops: 'ok' }
  // The database's own words (connection refused, closed, no such table): no data in them, and they say what failed.
  const why = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 200)
  try {
    await ping(deps.db)
    try {
      const applied = await appliedMigrations(deps.db)
      const due = migrations.filter((m) => !(deps.config.mode === 'production' && m.demoOnly)).filter((m) => !applied.has(m.id))
      if (due.length > 0) checks.migrations = `not applied: ${due.map((m) => m.id).join(', ')}`
    } catch (err) {
      checks.migrations = `unreadable: ${why(err)}`
    }
  } catch (err) {
    checks.database = `unavailable: ${why(err)}`
    checks.migrations = 'unknown'
  }
  const stale = deps.heartbeats?.stale() ?? []
  if (stale.length > 0) checks.loops = `stale: ${stale.map((b) => `${b.name} (last ran ${b.lastRun.toISOString()})`).join(', ')}`
  return { ready: Object.values(checks).every((v) => v === 'ok'), checks }
}
