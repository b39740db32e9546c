import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'preact'
import type { ReactNode } from 'react'
import { act } from 'preact/test-utils'
import { workspaceEn } from '../text/workspace.en'
import { LeadRow } from './LeadRow'
import { LeadView } from './LeadView'
import type { LeadDetail, LeadItem, MovedLead } from './types'
import { WorkspaceContext, type Workspace } from './WorkspaceContext'

/**
 * What a receptionist sees of a late lead and of one that moved away: the inbox row and the lead
 * page say "Past its 5-minute target" in words; a lead re-routed while its page is open turns,
 * live, into where it went, when and why, with focus on that heading and none of the owner's details.
 */
const ws: Workspace = { apiBase: 'https://api.test', text: workspaceEn, user: null, setUser: () => {}, navigate: () => {} }
const ID = '6f1c2a8e-0000-4000-8000-000000000001'
const item: LeadItem = {
  id: ID,
  kind: 'health',
  status: 'new',
  created_at: '2026-03-02T10:00:00.000Z',
  urgency: 'routine',
  service: null,
  pet: { name: 'Luna', type: 'cat', breeds: [] },
  owner: { name: 'Cy Owner', email: 'cy@example.com', phone: '5551112222' },
  clinic_id: 'pleasanton',
  read: true,
  claimed_by: null,
  claimed_at: null,
  overdue_since: '2026-03-02T10:05:00.000Z',
  target_minutes: 5,
}
const detail: LeadDetail = {
  ...item,
  data: {},
  photo_url: 'https://api.test/workspace/leads/x/photo',
  assessment: null,
  red_flags: [],
  routing: null,
  emails: [],
  timeline: [],
  speed_to_lead_minutes: null,
  widget: 'health',
  source: 'direct',
  attribution: {},
  visit_start: null,
}
const moved: MovedLead = {
  id: ID,
  created_at: item.created_at,
  pet: { name: 'Luna', type: 'cat' },
  moved: { to: 'Willow Park Animal Hospital', at: '2026-03-02T10:30:00.000Z', reason: 'Unclaimed at Pleasanton Pet Care after 30 minutes' },
}

/** An EventSource the test drives with the server's named events. */
class FakeEventSource {
  static last: FakeEventSource | null = null
  onerror: (() => void) | null = null
  private listeners = new Map<string, Array<(e?: { data: string }) => void>>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, fn: (e?: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  close() {}
  emit(type: string, data: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data })
  }
}

const answer = (content: unknown) =>
  new Response(JSON.stringify({ success: true, content }), { headers: { 'content-type': 'application/json' } })
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))
async function mount(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div')
  document.body.append(host)
  await act(async () => {
    render(<WorkspaceContext.Provider value={ws}>{node}</WorkspaceContext.Provider>, host)
  })
  return host
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('a late lead', () => {
  it('says in its inbox row that it is past its 5-minute target, and nothing once it is not', async () => {
    const late = await mount(
      <ul>
        <LeadRow lead={item} now={Date.parse('2026-03-02T10:06:00Z')} />
      </ul>,
    )
    expect(late.querySelector('.ws-overdue')?.textContent).toBe('Past its 5-minute target')
    const onTime = await mount(
      <ul>
        <LeadRow lead={{ ...item, overdue_since: null, target_minutes: null }} now={Date.parse('2026-03-02T10:06:00Z')} />
      </ul>,
    )
    expect(onTime.textContent).not.toContain('target')
  })

  it('says its target in the unit a person would: seconds under a minute, hours when whole', async () => {
    for (const [minutes, words] of [
      [0.2, 'Past its 12-second target'],
      [2.5, 'Past its 2.5-minute target'],
      [120, 'Past its 2-hour target'],
    ] as const) {
      const row = await mount(
        <ul>
          <LeadRow lead={{ ...item, target_minutes: minutes }} now={Date.parse('2026-03-02T10:06:00Z')} />
        </ul>,
      )
      expect(row.querySelector('.ws-overdue')?.textContent).toBe(words)
    }
  })
})

describe('a lead re-routed away', () => {
  it("is a read-only inbox row: where it went, when and why, and no owner's details", async () => {
    const host = await mount(
      <ul>
        <LeadRow lead={moved} now={Date.parse('2026-03-02T10:31:00Z')} />
      </ul>,
    )
    const row = host.querySelector('li')!
    expect(row.querySelector('a')?.textContent).toBe('Luna (cat)')
    expect(row.textContent).toMatch(/Moved to Willow Park Animal Hospital at .+: Unclaimed at Pleasanton Pet Care after 30 minutes/)
    expect(row.querySelector('button')).toBeNull()
    expect(row.textContent).not.toContain('cy@example.com')
  })

  it('turns the open lead page, live, into where it went, when and why, with focus on its heading', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    let current: unknown = detail
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(current)),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    expect(host.querySelector('h1')?.textContent).toBe('Luna · Cy Owner')
    expect(host.querySelector('.ws-overdue')?.textContent).toMatch(/^Past its 5-minute target since /)
    expect(host.querySelector('a[href^="mailto:"]')).not.toBeNull()

    // The lead is re-routed: the server's event arrives, the page asks again and is answered with the move.
    current = moved
    await act(async () => FakeEventSource.last!.emit('lead', JSON.stringify({ id: ID, type: 'updated' })))
    await settle()
    const h1 = host.querySelector('h1')!
    expect(h1.textContent).toBe('Luna moved to another clinic')
    expect(document.activeElement).toBe(h1)
    const terms = [...host.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)
    expect(terms).toEqual([
      'Pet: Luna (cat)',
      expect.stringMatching(/^Arrived: /),
      'Moved to: Willow Park Animal Hospital',
      expect.stringMatching(/^When: /),
      'Why: Unclaimed at Pleasanton Pet Care after 30 minutes',
    ])
    expect(host.textContent).not.toMatch(/cy@example\.com|5551112222|\(555\) 111-2222|Cy Owner|I'll call/)
    expect(host.querySelector('img, form, button')).toBeNull()
    expect(host.querySelector('[role="alert"]')).toBeNull()
  })

  it('tells staff the owner speaks Spanish, and which engine wrote the note, in plain words', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const spanish = { ...detail, lang: 'es', assessment: { text: 'Evaluación para Luna', engine: 'offline' } }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(spanish)),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    expect(host.querySelector('.ws-lang')?.textContent).toBe('Speaks Spanish: PetLead writes to this owner in Spanish.')
    expect(host.textContent).toContain("Written by PetLead's offline rules engine (no AI model)")
    expect(host.textContent).not.toContain('Written by: offline')
  })
})

describe('what the owner sent and where it was routed', () => {
  /** A term's value in one of the page's description lists, by the section's heading. */
  const valueOf = (host: HTMLElement, section: string, term: string) =>
    [...host.querySelectorAll(`section[aria-labelledby="${section}"] dt`)].find((dt) => dt.textContent === term)?.nextElementSibling
      ?.textContent

  it('writes the phone as the rest of the workspace does and names the clinic, not its id', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const routed = {
      ...detail,
      data: { owner_name: 'Cy Owner', phone_number: '555.111.2222' },
      routing: { clinic_id: 'pleasanton', clinic_name: 'Pleasanton Pet Care', rule: 'nearest in range', distance_miles: 1.9 },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(routed)),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    expect(valueOf(host, 'ws-sent', 'Phone')).toBe('(555) 111-2222')
    expect(host.querySelector('a[href^="tel:"]')?.textContent).toBe('Call (555) 111-2222')
    expect(valueOf(host, 'ws-routing', 'Clinic')).toBe('Pleasanton Pet Care')
    expect(host.querySelector('section[aria-labelledby="ws-routing"]')?.textContent).not.toContain('pleasanton')
  })

  it('says a lead no clinic holds is in the network queue', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const queued = {
      ...detail,
      clinic_id: null,
      routing: { clinic_id: null, clinic_name: null, rule: 'none in range', distance_miles: null },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(queued)),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    expect(valueOf(host, 'ws-routing', 'Clinic')).toBe('Network queue')
  })
})

describe('where the owner came from', () => {
  it('names the widget, the source and each campaign value in words, the click id labelled by its ad network', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const campaign = {
      ...detail,
      source: 'google',
      attribution: {
        utm_source: 'Google',
        utm_campaign: 'dental-month',
        utm_medium: 'cpc',
        gclid: 'TEST123',
        referrer: 'https://www.google.com',
      },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(campaign)),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    const group = host.querySelector('section[aria-labelledby="ws-source"]')!
    expect(group.querySelector('h2')?.textContent).toBe('Source')
    expect([...group.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Widget: Health check (network)',
      'Source: google',
      'Campaign: dental-month',
      'Medium: cpc',
      'Google Ads click (gclid): TEST123',
      'Referrer: https://www.google.com',
    ])
  })

  it('says Direct, and nothing more, without any attribution', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ ...detail, widget: null })),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    const group = host.querySelector('section[aria-labelledby="ws-source"]')!
    expect(group.querySelector('dl')?.textContent).toBe('SourceDirect')
  })
})

describe('Mark visited', () => {
  const booked = { ...detail, status: 'booked', visit_start: '2026-03-02T09:00:00.000Z' }

  it('is offered for a booked lead whose visit has started; pressed, the status says Visited and has the focus', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const calls: Array<{ url: string; method: string }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { method: string }) => {
        calls.push({ url, method: init.method })
        return answer(init.method === 'POST' ? { ...booked, status: 'visited' } : booked)
      }),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Mark visited')!
    expect(button.type).toBe('button')
    await act(async () => button.click())
    await settle()
    expect(calls.at(-1)).toEqual({ url: `https://api.test/workspace/leads/${ID}/visited`, method: 'POST' })
    const status = host.querySelector('.ws-s-visited')!
    expect(status.textContent).toBe('Visited')
    expect(document.activeElement).toBe(status.parentElement)
    expect(status.parentElement!.textContent).toBe('Status: Visited')
    expect([...host.querySelectorAll('button')].some((b) => b.textContent === 'Mark visited')).toBe(false)
  })

  it('is not offered before the visit, nor for a lead not booked', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    for (const lead of [
      { ...booked, visit_start: new Date(Date.now() + 3_600_000).toISOString() },
      { ...detail, status: 'contacted' },
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer(lead)),
      )
      const host = await mount(<LeadView id={ID} />)
      await settle()
      expect(host.textContent).not.toContain('Mark visited')
      host.remove()
    }
  })

  it("says the server's reason when it refuses", async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { method: string }) =>
        init.method === 'POST'
          ? new Response(JSON.stringify({ success: false, content: { status: 'The visit has not started yet' } }), { status: 409 })
          : answer(booked),
      ),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    await act(async () => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Mark visited')!.click())
    await settle()
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('The visit has not started yet')
  })
})

describe('Change status', () => {
  it('starts with nothing chosen: Save without a choice asks for one and sends nothing (a cancelled visit is never re-booked by one click)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { method: string }) => {
        calls.push(init.method)
        return answer({ ...detail, status: 'contacted' })
      }),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    const select = host.querySelector<HTMLSelectElement>('.ws-actions select')!
    expect(select.value).toBe('')
    expect(select.selectedOptions[0]!.textContent).toBe('Choose a new status')
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a new status', 'Booked', 'Closed'])
    const save = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Save status')!
    await act(async () => save.click())
    await settle()
    expect(calls).not.toContain('PATCH')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(host.querySelector(`#${CSS.escape(select.id)}-error`)?.textContent).toContain('Choose a new status')
  })
})

describe('what a save said', () => {
  it('is not left saying "Saved: Booked" once Mark visited moved the status on', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    let current: LeadDetail = { ...detail, status: 'contacted' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { method: string }) => {
        if (init.method === 'PATCH') current = { ...current, status: 'booked' }
        if (init.method === 'POST' && url.endsWith('/visited')) current = { ...current, status: 'visited' }
        return answer(current)
      }),
    )
    const host = await mount(<LeadView id={ID} />)
    await settle()
    const select = host.querySelector<HTMLSelectElement>('.ws-actions select')!
    select.value = 'booked'
    await act(async () => {
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await act(async () => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Save status')!.click())
    await settle()
    const said = () => host.querySelector('.ws-saved')!.textContent
    expect(said()).toBe('Saved: Booked')
    await act(async () => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Mark visited')!.click())
    await settle()
    expect(host.querySelector('.ws-meta .ws-status')?.textContent).toBe('Visited')
    expect(said()).toBe('')
  })
})
