import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { workspaceEn } from '../text/workspace.en'
import { Funnel } from './Funnel'
import type { FunnelAnswer, FunnelCounts, FunnelRow } from './funnelTypes'
import type { User } from './types'
import { WorkspaceContext, type Workspace } from './WorkspaceContext'

/**
 * The Funnel page as a clinic and as the network team read it: each widget's stages with their
 * shares in a table beside its chart, the wizard step most owners leave at said in words, the
 * network's rows naming their clinic, the empty and the failed page in words, and the period's
 * choice asking again.
 */
const owner: User = {
  id: 'u1',
  email: 'owner@pleasanton.test',
  name: 'Pat',
  role: 'owner',
  clinic: { id: 'pleasanton', name: 'Pleasanton Pet Care' },
}
const network: User = { id: 'u2', email: 'ana@petlead.test', name: 'Ana', role: 'network', clinic: null }
const ws = (user: User): Workspace => ({ apiBase: 'https://api.test', text: workspaceEn, user, setUser: () => {}, navigate: () => {} })

const counts = (views: number, starts: number, submits: number, claimed: number, booked: number, visited: number): FunnelCounts => ({
  views,
  starts,
  submits,
  claimed,
  booked,
  visited,
})
const row = (
  form: string,
  source: string,
  c: FunnelCounts,
  clinic: [string, string] | null = ['pleasanton', 'Pleasanton Pet Care'],
): FunnelRow => ({
  clinic_id: clinic?.[0] ?? null,
  clinic_name: clinic?.[1] ?? null,
  form,
  source,
  ...c,
})
const weeks = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']
/** Pleasanton over 8 weeks: its dental form (from a Google campaign and direct), its kiosk, the wizard, and leads the network's health check routed to it. */
const clinicAnswer: FunnelAnswer = {
  scope: 'clinic',
  weeks: 8,
  time_zone: 'America/Los_Angeles',
  from: '2026-10-05',
  to: '2026-11-29',
  rows: [
    row('clinic-dental', 'google', counts(400, 120, 40, 36, 18, 12)),
    row('service-request', 'facebook.com', counts(300, 150, 25, 20, 8, 0)),
    row('clinic-dental', 'direct', counts(100, 30, 10, 9, 3, 1)),
    row('kiosk-dental', 'direct', counts(60, 45, 30, 30, 20, 15)),
    // The network's own widget counts its views under no clinic: here, only the leads it routed to Pleasanton.
    row('health', 'direct', counts(0, 0, 0, 4, 2, 1)),
  ],
  by_week: weeks.map((week, i) => ({ week, ...counts(100 + i, 40, 12, 11, 6, i ? 3 : 0) })),
  wizard_steps: [150, 140, 130, 120, 110, 100, 40, 38, 36, 34, 32, 30, 28, 27, 26].map((reached, i) => ({ step: i + 1, reached })),
  errors: [
    { form: 'service-request', field: 'zip_code', count: 14 },
    { form: 'clinic-dental', field: 'phone_number', count: 9 },
    { form: 'service-request', field: 'pet_colour', count: 2 },
  ],
}
/** The network over 4 weeks: its health check before and after routing, and two partner clinics' own forms. */
const networkAnswer: FunnelAnswer = {
  scope: 'network',
  weeks: 4,
  time_zone: 'America/Los_Angeles',
  from: '2026-11-02',
  to: '2026-11-29',
  rows: [
    row('health', 'google', counts(500, 200, 60, 0, 0, 0), null),
    row('clinic-dental', 'google', counts(400, 120, 40, 36, 18, 12)),
    row('clinic-health', 'direct', counts(80, 20, 8, 8, 4, 2), ['willow', 'Willow Park Animal Hospital']),
    row('health', 'google', counts(0, 0, 0, 30, 12, 6)),
    row('health', 'google', counts(0, 0, 0, 25, 10, 4), ['willow', 'Willow Park Animal Hospital']),
  ],
  by_week: weeks.slice(4).map((week) => ({ week, ...counts(245, 85, 27, 25, 11, 6) })),
  wizard_steps: [],
  errors: [],
}
const empty: FunnelAnswer = { ...clinicAnswer, rows: [], by_week: [], wizard_steps: [], errors: [] }

const answer = (content: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { success: true, content } : { success: false, content: { _: 'failed' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  })
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))
let host: HTMLElement
/** Shows the page to `user`, the workspace API answering each call with `reply(url)`; the URLs asked are returned. */
async function open(user: User, reply: (url: string) => Response | Promise<Response>): Promise<string[]> {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      return reply(url)
    }),
  )
  host = document.createElement('div')
  document.body.append(host)
  await act(async () => {
    render(
      <WorkspaceContext.Provider value={ws(user)}>
        <Funnel />
      </WorkspaceContext.Provider>,
      host,
    )
  })
  await settle()
  return asked
}
const table = (name: string) => host.querySelector<HTMLTableElement>(`[role="region"][aria-label="${name}"] table`)!
/** A table's body rows as their cells' text, heading cells first. */
const cells = (t: HTMLTableElement) =>
  [...t.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))
/** The text of a table's header row `n`. */
const head = (t: HTMLTableElement, n: number) => [...t.querySelectorAll('thead tr')[n]!.querySelectorAll('th')].map((c) => c.textContent)

afterEach(() => {
  render(null, host)
  host.remove()
  vi.unstubAllGlobals()
})

describe('the Funnel page of a clinic', () => {
  it('gives each widget, by its name, a chart of its stages and the table of every figure: counts, share of the stage before and of the views', async () => {
    const asked = await open(owner, () => answer(clinicAnswer))
    expect(asked).toEqual(['https://api.test/workspace/funnel?weeks=8'])
    expect(host.querySelector('h1')!.textContent).toBe('Funnel')
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Dental assessment (2 steps)',
      'Low-cost services wizard',
      'Dental kiosk for the waiting room',
      'Health check (network)',
    ])
    const dental = table('Dental assessment (2 steps)')
    expect(dental.caption!.textContent).toBe('Dental assessment (2 steps)')
    expect(head(dental, 0)).toEqual(['Source', 'Views', 'Started', 'Sent', 'Claimed', 'Booked', 'Visited'])
    expect(head(dental, 1).slice(0, 3)).toEqual(['Owners', 'Of the stage before', 'Of views'])
    expect(cells(dental)).toEqual([
      ['google', '400', '120', '30%', '30%', '40', '33%', '10%', '36', '90%', '9%', '18', '50%', '4.5%', '12', '67%', '3%'],
      ['direct', '100', '30', '30%', '30%', '10', '33%', '10%', '9', '90%', '9%', '3', '33%', '3%', '1', '33%', '1%'],
      ['All', '500', '150', '30%', '30%', '50', '33%', '10%', '45', '90%', '9%', '21', '47%', '4.2%', '13', '62%', '2.6%'],
    ])
    // Its chart: the same totals written over the bars, each stage named under its bar.
    const figure = [...host.querySelectorAll('figure')].find((f) =>
      f.textContent!.includes('Dental assessment (2 steps); the table below'),
    )!
    const words = [...figure.querySelectorAll('text')].map((t) => t.textContent)
    expect(words).toEqual(expect.arrayContaining(['500', '150', '50', '45', '21', '13', 'Views', 'Started', 'Sent', 'Booked', 'Visited']))
    // Ticks of a count scale (1, 2 or 5 times a power of ten) up past the largest bar: 0 to 600 by 200.
    expect(words).toEqual(expect.arrayContaining(['0', '200', '400', '600']))
    // A stage nobody reached before has no share: a dash, not 0% or a division by zero.
    expect(cells(table('Health check (network)'))[0]).toEqual([
      'direct',
      '0',
      '0',
      '–',
      '–',
      '0',
      '–',
      '–',
      '4',
      '–',
      '–',
      '2',
      '50%',
      '–',
      '1',
      '50%',
      '–',
    ])
    // The sources compared over every widget.
    expect(cells(table('By source')).map((r) => r.slice(0, 2))).toEqual([
      ['google', '400'],
      ['facebook.com', '300'],
      ['direct', '160'],
    ])
  })

  it('says at which wizard step most owners leave, with the steps reached and lost in a table', async () => {
    await open(owner, () => answer(clinicAnswer))
    expect(host.textContent).toContain('Most owners who leave do so at step 6: 60 of the 100 who reached it went no further.')
    const steps = cells(table('Where owners leave the low-cost services wizard'))
    expect(steps).toHaveLength(15)
    expect(steps[4]).toEqual(['5', '110', '10', '9.1%'])
    expect(steps[5]).toEqual(['6', '100', '60', '60%'])
    // The last step: those who reached it and did not send the wizard (25 sent).
    expect(steps[14]).toEqual(['15', '26', '1', '3.8%'])
  })

  it('counts no one as leaving at a step before one the wizard skipped (step 13 for a vaccination)', async () => {
    // Two owners: one left at step 6; one went on to send, past a step 13 the service never asks.
    const reached = [2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 1, 1]
    const one = { ...clinicAnswer.rows[0]!, form: 'service-request', submits: 1 }
    await open(owner, () => answer({ ...clinicAnswer, rows: [one], wizard_steps: reached.map((n, i) => ({ step: i + 1, reached: n })) }))
    expect(host.textContent).toContain('Most owners who leave do so at step 6: 1 of the 2 who reached it went no further.')
    const steps = cells(table('Where owners leave the low-cost services wizard'))
    expect(steps[11]).toEqual(['12', '1', '0', '0%'])
    expect(steps.map((s) => s[2])).toEqual(['0', '0', '0', '0', '0', '1', '0', '0', '0', '0', '0', '0', '0', '0', '0'])
  })

  it('shows the stages by week and the fields that failed their check most, named as the clinic reads them', async () => {
    await open(owner, () => answer(clinicAnswer))
    const week = cells(table('By week'))
    expect(week).toHaveLength(8)
    expect(week[0]).toEqual([
      '2026-10-05',
      '100',
      '40',
      '40%',
      '40%',
      '12',
      '30%',
      '12%',
      '11',
      '92%',
      '11%',
      '6',
      '55%',
      '6%',
      '0',
      '0%',
      '0%',
    ])
    const byWeek = [...host.querySelectorAll('.ws-charts figcaption')].map((f) => f.textContent)
    expect(byWeek).toEqual(
      ['Views', 'Started', 'Sent', 'Claimed', 'Booked', 'Visited'].map((s) => `${s} by week; the table below has every figure.`),
    )
    expect(cells(table('Fields that failed their check most'))).toEqual([
      ['ZIP code', 'Low-cost services wizard', '14'],
      ['Phone', 'Dental assessment (2 steps)', '9'],
      ['Pet colour', 'Low-cost services wizard', '2'],
    ])
  })

  it('asks again for the period chosen, and shows the new figures', async () => {
    const asked = await open(owner, (url) =>
      answer(url.endsWith('weeks=4') ? { ...networkAnswer, scope: 'clinic', rows: clinicAnswer.rows.slice(3) } : clinicAnswer),
    )
    expect(host.textContent).toContain('2026-10-05 to 2026-11-29, days in America/Los_Angeles.')
    const period = host.querySelector<HTMLSelectElement>('select')!
    expect(host.querySelector(`label[for="${period.id}"]`)!.textContent).toBe('Period')
    expect([...period.options].map((o) => o.textContent)).toEqual(['Last 4 weeks', 'Last 8 weeks', 'Last 13 weeks', 'Last 26 weeks'])
    expect(period.value).toBe('8')
    period.value = '4'
    await act(async () => {
      period.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    expect(asked).toEqual(['https://api.test/workspace/funnel?weeks=8', 'https://api.test/workspace/funnel?weeks=4'])
    expect(host.textContent).toContain('2026-11-02 to 2026-11-29, days in America/Los_Angeles.')
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Dental kiosk for the waiting room',
      'Health check (network)',
    ])
    // The choice keeps the focus where the user left it: on the select, still there.
    expect(host.contains(period)).toBe(true)
  })

  it('with no view yet, tells how counting starts and links the owner to the snippet', async () => {
    await open(owner, () => answer(empty))
    expect(host.textContent).toContain(
      'No views counted yet. Counting starts when your website shows one of your widgets: paste its snippet there.',
    )
    const link = host.querySelector('a')!
    expect(link.getAttribute('href')).toBe('/workspace/embed')
    expect(link.textContent).toBe('Embed on your website')
    expect(host.querySelector('table, figure')).toBeNull()
    expect(host.textContent).not.toContain("network's widgets")
  })

  it("with no view but a lead the network's wizard sent, says where that lead's views are counted", async () => {
    const routed = { ...clinicAnswer.rows[0]!, form: 'service-request', views: 0, starts: 0, submits: 0, claimed: 1, booked: 1, visited: 0 }
    await open(owner, () => answer({ ...empty, rows: [routed] }))
    expect(host.textContent).toContain(
      "No views counted yet. Counting starts when your website shows one of your widgets: paste its snippet there. Leads the network's widgets sent you are counted from Claimed on: their views are the network's.",
    )
  })

  it('says the figures are loading, then that they could not be loaded', async () => {
    let fail!: () => void
    await open(owner, () => new Promise<Response>((r) => (fail = () => r(answer(null, 500)))))
    expect(host.querySelector('[role="status"]')!.textContent).toBe('Loading figures…')
    fail()
    await settle()
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Something went wrong. Please try again.')
    expect(host.querySelector('[role="status"], table')).toBeNull()
  })

  it('is axe clean, its tables in regions a keyboard can scroll and its charts hidden from screen readers', async () => {
    await open(owner, () => answer(clinicAnswer))
    const result = await axe.run(host, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    for (const region of host.querySelectorAll('[role="region"]')) expect(region.getAttribute('tabindex')).toBe('0')
    for (const svg of host.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('the Funnel page of the network team', () => {
  it('names the clinic on every row and compares the clinics and the sources', async () => {
    await open(network, () => answer(networkAnswer))
    const health = table('Health check (network)')
    expect(head(health, 0).slice(0, 2)).toEqual(['Clinic', 'Source'])
    expect(cells(health).map((r) => [r[0], r[1], r[2], r[9], r[12]])).toEqual([
      ['Network, before routing', 'google', '500', '0', '0'],
      ['Pleasanton Pet Care', 'google', '0', '30', '12'],
      ['Willow Park Animal Hospital', 'google', '0', '25', '10'],
      ['All', 'All', '500', '55', '22'],
    ])
    expect(cells(table('By clinic')).map((r) => [r[0], r[1], r[11]])).toEqual([
      ['Network, before routing', '500', '0'],
      ['Pleasanton Pet Care', '400', '30'],
      ['Willow Park Animal Hospital', '80', '14'],
    ])
    expect(cells(table('By source')).map((r) => [r[0], r[1], r[11]])).toEqual([
      ['google', '900', '40'],
      ['direct', '80', '4'],
    ])
    // No wizard used in the period: no drop-off section and no sentence about it.
    expect(host.textContent).not.toContain('Most owners who leave')
    // The network team has no embed page of its own to be sent to.
    expect(host.querySelector('a')).toBeNull()
  })
})
