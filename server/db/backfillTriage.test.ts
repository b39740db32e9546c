import { describe, expect, it } from 'vitest'
import { migrate } from './migrate'
import { migrations } from './migrations'
import { triageEngine } from '../assessment/triageEngine'
import { openPgliteDb } from './pgliteDb'
import { validPet } from '../testing/payloads'

describe('the triage stored once', () => {
  it('a lead stored before the engine gets its triage at upgrade; a stored one, a contact message and a higher urgency are kept', async () => {
    const db = await openPgliteDb()
    await migrate(
      db,
      migrations.filter((m) => !m.id.startsWith('021_triage')),
    )
    const insert = (id: string, kind: string, data: object, urgency: string | null, triage: object | null) =>
      db.query('INSERT INTO submissions (id, kind, data, created_at, urgency, triage) VALUES ($1, $2, $3, now(), $4, $5)', [
        id,
        kind,
        JSON.stringify(data),
        urgency,
        triage && JSON.stringify(triage),
      ])
    const [old, raised, done, contact] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    await insert(old, 'health', { ...validPet(), additional_info: 'he ate a bag of raisins an hour ago' }, null, null)
    await insert(raised, 'health', validPet(), 'emergency', null)
    await insert(done, 'health', validPet(), 'soon', { urgency: 'soon', signs: [] })
    await insert(contact, 'contact', { comment: 'he ate raisins' }, null, null)
    await migrate(db, undefined, triageEngine)
    const rows = await db.query<{ id: string; urgency: string | null; triage: { urgency: string; signs: Array<{ rule: string }> } | null }>(
      'SELECT id, urgency, triage FROM submissions',
    )
    const by = Object.fromEntries(rows.map((r) => [r.id, r]))
    expect(by[old]!.urgency).toBe('emergency')
    expect(by[old]!.triage?.signs.map((s) => s.rule)).toContain('toxin:grapes')
    expect([by[raised]!.urgency, by[raised]!.triage?.urgency]).toEqual(['emergency', 'routine'])
    expect(by[done]!.triage).toEqual({ urgency: 'soon', signs: [] })
    expect(by[contact]!.triage).toBeNull()
    await db.close()
  }, 120_000) // a fresh embedded database, migrated step by step

  it('an upgrade that would leave a stored lead untriaged stops, naming the engine it needs, and commits nothing of that step', async () => {
    const db = await openPgliteDb()
    await migrate(
      db,
      migrations.filter((m) => !m.id.startsWith('021_triage')),
    )
    await db.query("INSERT INTO submissions (id, kind, data, created_at) VALUES ($1, 'health', $2, now())", [
      crypto.randomUUID(),
      JSON.stringify(validPet()),
    ])
    await expect(migrate(db)).rejects.toThrow('1 stored lead(s) need the triage engine to migrate')
    expect(await db.query("SELECT id FROM migrations WHERE id LIKE '021_%'")).toEqual([])
    await db.close()
  }, 120_000)
})
