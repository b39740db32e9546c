import { beforeEach, describe, expect, it } from 'vitest'
import { invitationsRepo } from '../db/invitationsRepo'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import type { Role } from '../db/scope'
import { sha256 } from './session'
import { seedDemoWorkspace, staffSession } from '../testing/demoWorkspace'
import { withTestDb, type TestDb } from '../testing/withTestDb'

/**
 * An invitation never changes an existing account, also when two race: on PostgreSQL (a pool of
 * connections, real concurrency) two simultaneous accepts or invitations for one address leave
 * one account, unchanged. PGlite has one connection and cannot race.
 */
const W = '/api/workspace'
const same = { origin: TEST_ORIGIN }
const ROUNDS = 5
let t: TestDb
let a: ReturnType<typeof makeTestApp>
withTestDb((d) => {
  t = d
})
beforeEach(async () => {
  a = makeTestApp(t.db, t.dataDir, { clock: testClock() })
  await seedDemoWorkspace(t.db, a.clock.now())
})

/** An invitation as one made before the address had an account would be (creation refuses it now). */
async function invitation(token: string, email: string, clinicId: string, role: Role) {
  await invitationsRepo.create(t.db, {
    tokenHash: sha256(token),
    email,
    clinicId,
    role,
    invitedBy: null,
    now: a.clock.now(),
    expiresAt: new Date(a.clock.now().getTime() + 86_400_000),
  })
}
const accept = (token: string, password: string) => a.post(`${W}/invitations/accept`, { token, password }, same)
const accountOf = async (email: string) =>
  t.db.query('SELECT id, password_hash, clinic_id, role, updated_at FROM users WHERE email = $1', [email])
const cookieOf = (email: string) => staffSession(a, email)

describe('invitations racing for one address (PostgreSQL)', () => {
  it('two simultaneous accepts for an existing account are both refused and the account, with its session, is unchanged', async () => {
    const victim = await cookieOf('owner@pleasanton.test')
    const before = await accountOf('owner@pleasanton.test')
    for (let round = 0; round < ROUNDS; round++) {
      await invitation(`w-${round}`, 'owner@pleasanton.test', 'willow', 'staff')
      await invitation(`a-${round}`, 'owner@pleasanton.test', 'acacia', 'owner')
      const answers = await Promise.all([accept(`w-${round}`, 'attacker-one-pw'), accept(`a-${round}`, 'attacker-two-pw')])
      expect(answers.map((r) => r.status)).toEqual([409, 409])
    }
    expect(await accountOf('owner@pleasanton.test')).toEqual(before)
    expect((await a.get(`${W}/me`, victim)).json.content).toMatchObject({ role: 'owner', clinic: { id: 'pleasanton' } })
  })

  it("two simultaneous accepts for a new address make one account, the winner's; the other is refused and changes nothing", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `new${round}@example.com`
      await invitation(`w-${round}`, email, 'willow', 'staff')
      await invitation(`a-${round}`, email, 'acacia', 'owner')
      const answers = await Promise.all([accept(`w-${round}`, 'willow-password'), accept(`a-${round}`, 'acacia-password')])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
      const winner =
        answers[0]!.status === 200
          ? { clinic: 'willow', role: 'staff', password: 'willow-password', loser: 'acacia-password' }
          : { clinic: 'acacia', role: 'owner', password: 'acacia-password', loser: 'willow-password' }
      const rows = await accountOf(email)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ clinic_id: winner.clinic, role: winner.role })
      expect((await a.post(`${W}/login`, { email, password: winner.loser }, same)).status).toBe(401)
      expect((await a.post(`${W}/login`, { email, password: winner.password }, same)).status).toBe(200)
    }
  })

  it('two simultaneous invitations to an existing address are both refused', async () => {
    const [willow, acacia] = await Promise.all([cookieOf('owner@willow.test'), cookieOf('owner@acacia.test')])
    const answers = await Promise.all(
      [willow, acacia].map((as) => a.post(`${W}/team/invitations`, { email: 'owner@pleasanton.test', role: 'owner' }, as)),
    )
    expect(answers.map((r) => r.status)).toEqual([409, 409])
    expect(await t.db.query("SELECT 1 FROM invitations WHERE email = 'owner@pleasanton.test'")).toEqual([])
  })
})
