import { beforeEach, describe, expect, it } from 'vitest'
import { runDueClaimChecks } from '../jobs/runDueClaimChecks'
import { validLowCost } from '../testing/payloads'
import type { makeTestApp } from '../testing/testApp'
import type { testClock } from '../testing/testClock'
import { until } from '../testing/until'
import { OFFICE_HOURS, withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'
import { claimLead } from './claimLead'

/**
 * A claim and the escalation of the same lead, on PostgreSQL (a pool of connections, real
 * concurrency): one of them wins, in one transaction, and no alert ever goes out for a lead that
 * was already claimed. PGlite has one connection and cannot race.
 */
const MIN = 60_000
const ROUNDS = 12
const SCOPE = { kind: 'clinic', clinicId: 'pleasanton' } as const

let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
let ana: string

// In the demo clinics' office hours: a lead's checks come due in open minutes.
withDemoWorkspace((w) => ({ t, a, clock } = w), { now: OFFICE_HOURS, config: { claimTargetMinutes: 5, rerouteAfterMinutes: 30 } })
beforeEach(async () => {
  ana = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'front@pleasanton.test'"))[0]!.id
})

async function submit(): Promise<string> {
  const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })
  expect(r.status).toBe(201)
  return r.json._id as string
}
const claim = (id: string) =>
  t.db.transaction((tx) => claimLead(tx, SCOPE, { leadId: id, userId: ana, now: clock.now(), publicUrl: 'http://demo.test' }))
const alertsFor = async (id: string) =>
  Number(
    (
      await t.db.query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE subject LIKE 'Unclaimed lead:%' AND text_body LIKE $1", [
        `%${id}%`,
      ])
    )[0]!.n,
  )
const escalatedOf = async (id: string) =>
  (await t.db.query("SELECT id FROM lead_events WHERE submission_id = $1 AND type = 'escalated'", [id])).length
const outcomeOf = async (id: string) =>
  (await t.db.query<{ outcome: string }>("SELECT outcome FROM claim_checks WHERE submission_id = $1 AND step = 'escalate'", [id]))[0]!
    .outcome

describe('a claim racing an escalation (PostgreSQL)', () => {
  it('a claim holding the lead when the check comes due: the check waits for it, then sends nothing', async () => {
    const id = await submit()
    clock.advance(5 * MIN)
    let release!: () => void
    const held = new Promise<void>((r) => {
      release = r
    })
    let locked!: () => void
    const isLocked = new Promise<void>((r) => {
      locked = r
    })
    const claiming = t.db.transaction(async (tx) => {
      const out = await claimLead(tx, SCOPE, { leadId: id, userId: ana, now: clock.now(), publicUrl: 'http://demo.test' })
      locked()
      await held
      return out
    })
    await isLocked
    const checking = runDueClaimChecks(a.deps, 1)
    // The check is blocked on the lead's row lock (seen in pg_locks), not merely slow.
    await until(
      "the check to wait for the claim's row lock",
      async () =>
        (await t.db.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'")).length > 0,
      10_000,
      20,
    )
    release()
    expect(await claiming).toBe('claimed')
    expect(await checking).toBe(1)
    expect(await outcomeOf(id)).toBe('claimed')
    expect(await alertsFor(id)).toBe(0)
    expect(await escalatedOf(id)).toBe(0)
  })

  it('simultaneous claims and checks: exactly one outcome each, and an alert only for a lead unclaimed at that moment', async () => {
    const ids: string[] = []
    for (let i = 0; i < ROUNDS; i++) ids.push(await submit())
    clock.advance(5 * MIN)
    // Every lead's claim fired at once with the workers working through the due checks.
    const [claims] = await Promise.all([Promise.all(ids.map(claim)), runDueClaimChecks(a.deps, ROUNDS), runDueClaimChecks(a.deps, ROUNDS)])
    expect(claims).toEqual(ids.map(() => 'claimed'))
    for (const id of ids) {
      const outcome = await outcomeOf(id)
      expect(['claimed', 'escalated']).toContain(outcome)
      // Escalated: the alert went out while the lead was unclaimed (the claim committed after it); claimed: nothing went out.
      expect(await escalatedOf(id)).toBe(outcome === 'escalated' ? 1 : 0)
      expect(await alertsFor(id)).toBe(outcome === 'escalated' ? 2 : 0)
      if (outcome === 'escalated') {
        const [row] = await t.db.query<{ escalated: number; claimed: number }>(
          `SELECT (SELECT max(seq) FROM lead_events WHERE submission_id = $1 AND type = 'escalated') AS escalated,
                  (SELECT max(seq) FROM lead_events WHERE submission_id = $1 AND type = 'claimed') AS claimed`,
          [id],
        )
        expect(Number(row!.escalated)).toBeLessThan(Number(row!.claimed))
      }
    }
  })
})
