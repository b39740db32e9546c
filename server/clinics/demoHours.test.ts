import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { DEMO_CLINICS_FILE } from '../db/demoData'
import { localTimeAt } from '../hours/zonedTime'
import type { makeTestApp } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'

/**
 * The demo's clinics keep office hours (Monday to Friday 9 to 6, Saturday 9 to noon, closed on
 * Sunday, on their own clock) and offer no visit outside them, through the public slots call over
 * two weeks from an injected Friday evening; one partner, the 24-hour emergency hospital marked in
 * demo/clinics.example.json, takes visits around the clock.
 */
let a: ReturnType<typeof makeTestApp>
// Friday 27 November 2026, 17:00 in California: the rest of Friday, the weekend and next week ahead.
const NOW = new Date('2026-11-28T01:00:00Z')
withDemoWorkspace((w) => ({ a } = w), { now: NOW })

const clinics = JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{
  id: string
  kind: string
  emergency?: boolean
  services: Record<string, unknown>
}>
/** Minutes since midnight on the slot's own clock, and its weekday (0 = Sunday). */
const wall = (iso: string, zone: string) => {
  const t = localTimeAt(Date.parse(iso), zone)
  return { weekday: t.weekday, minutes: t.hour * 60 + t.minute }
}
const OFFICE: Record<number, [number, number] | undefined> = {
  1: [540, 1080],
  2: [540, 1080],
  3: [540, 1080],
  4: [540, 1080],
  5: [540, 1080],
  6: [540, 720],
}

async function slotsOf(id: string) {
  const all: Array<{ start: string; end: string; zone: string }> = []
  for (const service of Object.keys(clinics.find((c) => c.id === id)!.services)) {
    const r = await a.get(`/api/clinics/${id}/slots?service=${service}&days=14`)
    expect(r.status).toBe(200)
    for (const s of r.json.content.slots as Array<{ start: string; end: string }>) all.push({ ...s, zone: r.json.content.time_zone })
  }
  return all
}

describe('the demo clinics’ hours', () => {
  it('offer no slot outside office hours, except the one 24-hour emergency hospital', async () => {
    const aroundTheClock: string[] = []
    for (const c of clinics) {
      const slots = await slotsOf(c.id)
      expect(slots.length, c.id).toBeGreaterThan(0)
      const outside = slots.filter((s) => {
        const [start, end] = [wall(s.start, s.zone), wall(s.end, s.zone)]
        const open = OFFICE[start.weekday]
        return !open || start.minutes < open[0] || end.weekday !== start.weekday || end.minutes > open[1]
      })
      if (outside.length) aroundTheClock.push(c.id)
    }
    const hospitals = clinics.filter((c) => c.emergency).map((c) => c.id)
    expect(hospitals).toHaveLength(1)
    expect(aroundTheClock).toEqual(hospitals)
  })

  it('the 24-hour hospital takes a visit at night and on Sunday', async () => {
    const [hospital] = clinics.filter((c) => c.emergency)
    const slots = (await slotsOf(hospital!.id)).map((s) => wall(s.start, s.zone))
    expect(slots.some((s) => s.minutes < 6 * 60)).toBe(true)
    expect(slots.some((s) => s.weekday === 0)).toBe(true)
  })
})
