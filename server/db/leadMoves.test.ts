import { describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { validLowCost } from '../testing/payloads'
import { leadsForScope } from './leadsRepo'
import { migrate } from './migrate'
import { migrations } from './migrations'
import { openPgliteDb } from './pgliteDb'

/**
 * The traces clinics had survive the upgrade to `lead_moves`: a lead re-routed before the table
 * existed (its 'reroute' check and the timeline entries its transaction wrote at the same instant)
 * reads, to the clinic it left, as the same move after migration 031 as before it.
 */
describe('lead_moves at upgrade', () => {
  it('a lead re-routed before the table keeps its trace: where it went, when and why, to the clinic it left alone', async () => {
    const db = await openPgliteDb()
    await migrate(
      db,
      migrations.filter((m) => m.id !== '031_lead_moves'),
    )
    const arrived = new Date('2026-03-02T18:00:00Z')
    const at = new Date('2026-03-02T18:30:00Z')
    await seedDemoClinics(db, arrived)
    const id = crypto.randomUUID()
    await db.query(
      `INSERT INTO submissions (id, kind, data, created_at, routed_clinic_id, route_rule) VALUES ($1, 'low_cost', $2, $3, 'willow-park', 'rerouted')`,
      [id, JSON.stringify(validLowCost()), arrived],
    )
    await db.query(
      `INSERT INTO claim_checks (id, submission_id, clinic_id, step, status, outcome, run_at, created_at, done_at)
       VALUES (gen_random_uuid(), $1, 'pleasanton', 'reroute', 'done', 'rerouted', $2, $3, $2),
              (gen_random_uuid(), $1, 'pleasanton', 'escalate', 'done', 'escalated', $3, $3, $3)`,
      [id, at, arrived],
    )
    const event = (type: string, reason: string | null, note: string | null, when: Date) =>
      db.query(`INSERT INTO lead_events (id, submission_id, at, type, reason, note) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5)`, [
        id,
        when,
        type,
        reason,
        note,
      ])
    await event('rerouted', 'Unclaimed at Pleasanton Pet Care after 30 minutes of open time', 'Pleasanton Pet Care → Willow Park', at)
    await event('reassigned', null, 'willow-park', at)
    // An entry of another instant is not this move's.
    await event('reassigned', null, 'acacia', arrived)
    await migrate(db)
    const trace = (clinicId: string) => leadsForScope(db, { kind: 'clinic', clinicId }).movedAway(id)
    expect(await trace('pleasanton')).toEqual({
      id,
      created_at: arrived.toISOString(),
      pet: { name: 'Luna', type: 'cat' },
      moved: {
        to: 'Willow Park Animal Hospital',
        at: at.toISOString(),
        reason: 'Unclaimed at Pleasanton Pet Care after 30 minutes of open time',
      },
    })
    expect(await trace('willow-park')).toBeUndefined()
    expect(await trace('acacia')).toBeUndefined()
    expect(await db.query('SELECT kind, by_user_id FROM lead_moves')).toEqual([{ kind: 'rerouted', by_user_id: null }])
    await db.close()
  }, 120_000) // a fresh embedded database, migrated step by step
})
