import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../repoRoot'
import type { Db, Queryable } from './db'
import { DEMO_USER } from './demoUser'

/**
 * The demo's partners: the spec's clinics at California addresses plus two low-cost programs. Read
 * from the package (it ships in `files`) because production reads it too: to refuse a database still
 * holding them.
 */
export const DEMO_CLINICS_FILE = join(REPO_ROOT, 'demo', 'clinics.example.json')

/** The command that removes the demo's accounts and partners from a database. */
export const PURGE_DEMO_COMMAND = 'npm run clinics -- purge-demo'

/** Clinics whose front desk gets a demo staff account. */
export const DEMO_STAFF_CLINICS = ['willow', 'pleasanton'] as const

/** The demo's partners as seeded: id and lead addresses (demo/clinics.example.json). */
export function demoClinicSeeds(): Array<{ id: string; leadEmails: string[] }> {
  return (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string; leadEmails?: string[] }>).map((c) => ({
    id: c.id,
    leadEmails: c.leadEmails ?? [],
  }))
}

/** Every address the demo seeds an account for, whose password is printed in the README. */
export function demoAccountEmails(clinicIds: readonly string[]): string[] {
  return [...clinicIds.map((id) => `owner@${id}.test`), ...DEMO_STAFF_CLINICS.map((id) => `front@${id}.test`), DEMO_USER.email]
}

/**
 * Marks as demo data what an older demo build seeded without the mark: its accounts (by their
 * seeded addresses) and those of its partners that still carry their seeded lead addresses (a
 * partner an operator re-imported with real addresses is theirs, not the demo's).
 */
export async function markSeededDemoData(tx: Queryable): Promise<void> {
  const seeds = demoClinicSeeds()
  await tx.query('UPDATE users SET demo = true WHERE email = ANY($1)', [demoAccountEmails(seeds.map((s) => s.id))])
  for (const s of seeds) {
    await tx.query('UPDATE clinics SET demo = true WHERE id = $1 AND lead_emails = $2::jsonb', [s.id, JSON.stringify(s.leadEmails)])
  }
}

/** What demo data a database still holds: account e-mails and clinic ids, sorted. */
export async function demoDataLeft(q: Queryable): Promise<{ accounts: string[]; clinics: string[] }> {
  const accounts = (await q.query<{ email: string }>('SELECT email FROM users WHERE demo ORDER BY email')).map((r) => r.email)
  const clinics = (await q.query<{ id: string }>('SELECT id FROM clinics WHERE demo ORDER BY id')).map((r) => r.id)
  return { accounts, clinics }
}

/** Thrown by a production start on a database that still holds demo data. */
export class DemoDataInProduction extends Error {
  constructor(readonly left: { accounts: string[]; clinics: string[] }) {
    const parts = [
      left.accounts.length > 0 ? `demo accounts with the public password (${left.accounts.join(', ')})` : '',
      left.clinics.length > 0 ? `demo clinics with their seeded lead addresses (${left.clinics.join(', ')})` : '',
    ].filter(Boolean)
    super(
      `Production mode refuses to start: this database holds ${parts.join(' and ')}. Remove them with \`${PURGE_DEMO_COMMAND}\` (same DATABASE_URL), or re-import those clinics with their real addresses, then start again.`,
    )
    this.name = 'DemoDataInProduction'
  }
}

/**
 * Removes the demo data: every demo account (its sessions, reset tokens and read marks with it;
 * timeline entries it wrote keep their text without an author) and every demo clinic with its
 * pending invitations and webhook endpoints. Leads routed to a demo clinic stay, as history.
 * A demo clinic that a real (non-demo) account belongs to is kept and reported: the operator
 * re-imports it with its real addresses or removes those accounts first.
 */
export async function purgeDemo(
  db: Db,
): Promise<{ accounts: string[]; clinics: string[]; kept: Array<{ clinic: string; users: string[] }> }> {
  return db.transaction(async (tx) => {
    const accounts = await tx.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE demo ORDER BY email')
    const ids = accounts.map((a) => a.id)
    await tx.query('DELETE FROM reset_tokens WHERE user_id = ANY($1)', [ids])
    await tx.query('UPDATE recovery_codes SET user_id = NULL WHERE user_id = ANY($1)', [ids])
    await tx.query('DELETE FROM users WHERE id = ANY($1)', [ids])
    const kept: Array<{ clinic: string; users: string[] }> = []
    const clinics: string[] = []
    for (const { id } of await tx.query<{ id: string }>('SELECT id FROM clinics WHERE demo ORDER BY id')) {
      const users = (await tx.query<{ email: string }>('SELECT email FROM users WHERE clinic_id = $1 ORDER BY email', [id])).map(
        (r) => r.email,
      )
      if (users.length > 0) {
        kept.push({ clinic: id, users })
        continue
      }
      await tx.query('DELETE FROM invitations WHERE clinic_id = $1', [id])
      await tx.query('DELETE FROM clinics WHERE id = $1', [id])
      clinics.push(id)
    }
    return { accounts: accounts.map((a) => a.email), clinics, kept }
  })
}
