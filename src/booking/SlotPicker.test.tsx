import { quickChallenge } from '../../test/unit/quickChallenge'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { createApi } from '../api/createApi'
import { WidgetContext, type Widget } from '../context/WidgetContext'
import { en } from '../text/en'
import { es } from '../text/es'
import { BookVisit } from './BookVisit'
import { SlotPicker, type SlotGroup } from './SlotPicker'
import type { ClinicSlots } from '../api/bookingTypes'

const LA = 'America/Los_Angeles'
// 8:00 on Tuesday 24 November in California.
const now = new Date('2026-11-24T16:00:00Z')
const answer = (clinic_id: string, starts: string[]): ClinicSlots => ({
  clinic_id,
  time_zone: LA,
  service: 'vaccination',
  appointment: { name: 'Vaccination visit', duration_minutes: 20, price: [40, 60] },
  slots: starts.map((start) => ({ start, end: start })),
})
const groups: SlotGroup[] = [
  {
    partner: { id: 'willow', name: 'Willow Clinic' },
    answer: answer('willow', ['2026-11-24T16:30:00-08:00', '2026-11-25T09:00:00-08:00', '2026-11-25T09:30:00-08:00']),
  },
  { partner: { id: 'pleasanton', name: 'Pleasanton Vet' }, answer: answer('pleasanton', ['2026-11-26T10:15:00-08:00']) },
]

let host: HTMLElement
// The owner's browser is in California unless a test moves it, whatever the machine running the test says.
const machineZone = process.env.TZ
beforeEach(() => {
  process.env.TZ = LA
  host = document.createElement('div')
  document.body.appendChild(host)
})
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ
  else process.env.TZ = machineZone
  render(null, host)
  host.remove()
  vi.unstubAllGlobals()
})

const radios = () => [...host.querySelectorAll<HTMLInputElement>('input[type=radio]')]
/** A radio's name as a screen reader says it: the text of its label. */
const spoken = (el: HTMLInputElement) => el.closest('label')!.textContent!.trim()

describe('SlotPicker', () => {
  it("one fieldset per clinic named by its legend, a labelled day list, times named with their day on the clinic's clock", () => {
    const picked: unknown[] = []
    render(<SlotPicker groups={groups} onSelect={(c) => picked.push(c)} now={now} lang="en" t={en.booking} />, host)
    const sets = [...host.querySelectorAll('fieldset')]
    expect(sets.map((f) => f.querySelector('legend')!.textContent)).toEqual(['Willow Clinic', 'Pleasanton Vet'])
    expect(sets[0]!.querySelector('.pl-hint')!.textContent).toBe('Vaccination visit · 20 min · $40 - $60')
    const selects = [...host.querySelectorAll('select')]
    for (const s of selects) expect(host.querySelector(`label[for="${s.id}"]`)!.textContent).toBe('Day')
    expect([...selects[0]!.options].map((o) => o.text)).toEqual(['today', 'tomorrow'])
    expect(radios().map(spoken)).toEqual(['today 4:30 PM', 'Thu, Nov 26 10:15 AM'])
    // A group per clinic: the browser's arrows move among one clinic's times, Tab goes on to the next clinic.
    expect(new Set(radios().map((r) => r.name)).size).toBe(2)
    act(() => {
      radios()[1]!.click()
    })
    expect(picked).toEqual([{ clinicId: 'pleasanton', start: '2026-11-26T10:15:00-08:00' }])
  })

  it("another day shows that day's times, and the choice is checked", () => {
    const choice = { clinicId: 'willow', start: '2026-11-25T09:30:00-08:00' }
    render(<SlotPicker groups={groups} choice={choice} onSelect={() => {}} now={now} lang="en" t={en.booking} />, host)
    const day = host.querySelector('select')!
    act(() => {
      day.value = '2026-11-25'
      day.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(radios().map(spoken)).toEqual(['tomorrow 9:00 AM', 'tomorrow 9:30 AM', 'Thu, Nov 26 10:15 AM'])
    expect(
      radios()
        .filter((r) => r.checked)
        .map(spoken),
    ).toEqual(['tomorrow 9:30 AM'])
  })

  it('in Spanish', () => {
    render(<SlotPicker groups={groups} onSelect={() => {}} now={now} lang="es" t={es.booking} />, host)
    expect(host.querySelector('label[for]')!.textContent).toBe('Día')
    expect(radios().map(spoken)[0]).toBe('hoy 16:30')
  })

  it("says what happens to the choice in the chosen clinic's group, naming the clinic, the day and the time", () => {
    const choice = { clinicId: 'pleasanton', start: '2026-11-26T10:15:00-08:00' }
    const status = en.booking.held(9)
    render(<SlotPicker groups={groups} choice={choice} status={status} onSelect={() => {}} now={now} lang="en" t={en.booking} />, host)
    const notices = [...host.querySelectorAll('fieldset')].map((f) => f.querySelector('[role=status]')!.textContent)
    expect(notices).toEqual(['', 'Pleasanton Vet, Thursday, November 26 at 10:15 AM: This time is kept for you for 9 more minutes.'])
  })

  it('draws again without building date formats, however many slots: the held time’s countdown redraws it every second', () => {
    // Two weeks of a busy clinic: sixteen times a day from 9:00, on the clinic's clock.
    const starts = Array.from({ length: 14 * 16 }, (_, i) =>
      new Date(Date.parse('2026-11-24T17:00:00Z') + Math.floor(i / 16) * 86_400_000 + (i % 16) * 1_800_000).toISOString(),
    )
    const busy: SlotGroup[] = [{ partner: { id: 'willow', name: 'Willow Clinic' }, answer: answer('willow', starts) }]
    const choice = { clinicId: 'willow', start: starts[1]! }
    const draw = (status: string) =>
      render(<SlotPicker groups={busy} choice={choice} status={status} onSelect={() => {}} now={now} lang="en" t={en.booking} />, host)
    draw(en.booking.held(10))
    const Real = Intl.DateTimeFormat
    let built = 0
    const counted = new Proxy(Real, {
      construct: (target, args: ConstructorParameters<typeof Real>) => (built++, new target(...args)),
      apply: (target, self, args: Parameters<typeof Real>) => (built++, target(...args)),
    })
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: counted })
    draw(en.booking.held(9))
    expect(host.querySelectorAll('input[type=radio]')).toHaveLength(16)
    expect(host.querySelector('[role=status]')!.textContent).toContain('9 more minutes')
    // The owner's zone, read once a drawing; building one costs some thirty times what using one does.
    expect(built).toBeLessThanOrEqual(1)
  })

  it('names the clinic’s zone on each time when the owner’s browser is in another zone', () => {
    process.env.TZ = 'America/New_York'
    render(<SlotPicker groups={groups} onSelect={() => {}} now={now} lang="en" t={en.booking} />, host)
    expect(radios().map(spoken)).toEqual(['today 4:30 PM PST', 'Thu, Nov 26 10:15 AM PST'])
  })
})

describe('BookVisit', () => {
  const tracked = vi.fn()
  beforeEach(() => tracked.mockClear())
  /** What the form already knows of the owner: the booking sends it as it stands, never asking again. */
  const contact = { owner_name: 'Ana Diaz', email: 'ana@example.com', phone: '5551234567', pet_name: 'Rex', species: 'dog' }
  const mount = (fetch: (url: string, init?: RequestInit) => unknown) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        // Holding a seat carries a captcha proof solved in the background: the server's challenge is a real one.
        if (url.endsWith('/captcha/challenge')) return quickChallenge()
        const json = fetch(url, init) as { status?: number } | undefined
        return new Response(JSON.stringify(json ?? { success: false }), { status: json ? (json.status ?? 200) : 500 })
      }),
    )
    // The funnel's tracker: picking a time is counted once as `slot` (src/analytics/createFunnel.ts).
    const widget = {
      api: createApi({ apiBase: 'https://api.test', retries: 0 }),
      text: en,
      lang: 'en',
      track: tracked,
    } as unknown as Widget
    render(
      <WidgetContext.Provider value={widget}>
        <BookVisit partners={groups.map((g) => g.partner)} service="vaccination" leadId="lead-1" contact={contact} />
      </WidgetContext.Provider>,
      host,
    )
  }

  it('holds the chosen time, confirms with the contact and the lead, shows the confirmation', async () => {
    const sent: Array<{ url: string; body: unknown; captcha?: string }> = []
    const soon = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d+Z$/, 'Z')
    mount((url, init) => {
      const captcha = (init?.headers as Record<string, string> | undefined)?.['X-Captcha']
      if (init?.body) sent.push({ url, body: JSON.parse(String(init.body)), captcha })
      const clinic = url.match(/clinics\/(\w+)\/slots/)?.[1]
      if (clinic) return { success: true, content: answer(clinic, [soon]) }
      if (url.endsWith('/bookings/holds'))
        return {
          success: true,
          content: {
            hold_id: 'h1',
            hold_secret: 'sec',
            clinic_id: 'willow',
            service: 'vaccination',
            start: soon,
            end: soon,
            expires_at: new Date(Date.now() + 600_000).toISOString(),
          },
        }
      if (url.endsWith('/bookings')) {
        return {
          success: true,
          content: {
            booking_id: 'b1',
            start: soon,
            end: soon,
            time_zone: LA,
            service: 'vaccination',
            appointment_name: 'Vaccination visit',
            clinic: {
              id: 'willow',
              name: 'Willow Clinic',
              phone: '(925) 555-0100',
              street: '1 Main St',
              city: 'Pleasanton',
              state: 'CA',
              zip: '94588',
            },
          },
        }
      }
    })
    await vi.waitFor(() => expect(radios()).toHaveLength(2))
    act(() => {
      radios()[0]!.click()
    })
    // The hold's notice sits in the chosen clinic's group, naming the clinic, the day and the time.
    const [willow, other] = [...host.querySelectorAll('fieldset')].map((f) => f.querySelector('[role=status]')!)
    expect(willow!.textContent).toMatch(/^Willow Clinic, \w+day, \w+ \d{1,2} at \d{1,2}:\d\d [AP]M: Keeping this time for you\.\.\.$/)
    expect(other!.textContent).toBe('')
    expect(tracked.mock.calls).toEqual([['slot']])
    await vi.waitFor(() => expect(host.textContent).toContain('This time is kept for you for 10 more minutes.'))
    const book = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Book this visit')!
    expect(host.textContent).toContain('Ana Diaz, ana@example.com, 5551234567')
    await act(async () => {
      book.click()
    })
    await vi.waitFor(() => expect(host.querySelector('h3')!.textContent).toBe('Your visit is booked'))
    // The visit's day and time on the clinic's clock, 12-hour; the owner is in the clinic's zone, so it is not named.
    expect(host.querySelector('p')!.textContent).toMatch(/^Willow ClinicVaccination visit, \w+day, \w+ \d{1,2} at \d{1,2}:\d{2} [AP]M$/)
    expect(host.textContent).toContain('1 Main St, Pleasanton, CA 94588')
    expect(host.textContent).toContain('A confirmation e-mail with a calendar invitation is on its way.')
    expect(sent.map((s) => s.url.replace('https://api.test', ''))).toEqual(['/bookings/holds', '/bookings'])
    // A hold is an anonymous create and carries a proof; confirming it is not (the hold's secret is the proof).
    expect(sent.map((s) => !!s.captcha)).toEqual([true, false])
    expect(sent[0]!.body).toEqual({ clinic_id: 'willow', service: 'vaccination', start: soon })
    expect(sent[1]!.body).toEqual({
      hold_id: 'h1',
      hold_secret: 'sec',
      ...contact,
      lead_id: 'lead-1',
      lang: 'en',
    })
  })

  it('a clinic with nothing bookable shows no step at all', async () => {
    let asked = 0
    mount((url) => {
      if (url.includes('/slots')) {
        asked++
        return { success: true, content: answer('willow', []) }
      }
    })
    await vi.waitFor(() => expect(asked).toBe(2))
    await vi.waitFor(() => expect(host.innerHTML).toBe(''))
  })

  it('a seat taken on hold says so and asks for the slots again', async () => {
    let slotCalls = 0
    const soon = new Date(Date.now() + 3600_000).toISOString()
    mount((url) => {
      const clinic = url.match(/clinics\/(\w+)\/slots/)?.[1]
      if (clinic) {
        slotCalls++
        return { success: true, content: answer(clinic, [soon]) }
      }
      if (url.endsWith('/bookings/holds')) return { success: false, content: 'taken', status: 409 }
    })
    await vi.waitFor(() => expect(radios()).toHaveLength(2))
    expect(slotCalls).toBe(2)
    act(() => {
      radios()[1]!.click()
    })
    await vi.waitFor(() => expect(host.querySelector('[role=alert]')?.textContent).toBe('That time was just taken, please pick another'))
    await vi.waitFor(() => expect(slotCalls).toBe(4))
    expect(radios().some((r) => r.checked)).toBe(false)
  })
})
