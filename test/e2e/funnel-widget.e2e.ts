import { beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { ApiDouble, Recorded } from './support/apiDouble'
import { wizardNext, wizardToStep6 } from './support/bookVisit'
import { newPage } from './support/browser'
import { fillAssessment, owner } from './support/fillAssessment'
import { withApiDouble } from './support/suite'

let api: ApiDouble, browser: Browser
withApiDouble((s) => ({ api, browser } = s))
beforeEach(() => api.reset())

/** The host page's campaign address: `gclid` also reaches the mount element as `data-gclid` (the fixture's rule). */
const CAMPAIGN = 'utm_source=google&utm_campaign=dental-month&gclid=TEST123'

async function open(path: string, o: { gpc?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser)
  // Chromium has no Global Privacy Control switch: the page sees what a browser that sends it shows.
  if (o.gpc) await opened.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  await opened.page.goto(`${api.origin}${path}`)
  return opened
}

const beacons = () => api.requests.filter((r) => r.path === '/funnel')
const batch = (r: Recorded) => JSON.parse(r.raw.toString('utf8')) as { events: { kind: string; step?: number; field?: string }[] }
/** Leaving the page: the browser fires pagehide and visibilitychange, and delivers the beacon after the page is gone. */
const leave = (page: Page) => page.goto('about:blank')

describe('funnel and attribution from the widget', () => {
  it('an owner who leaves the service request at step 6: one text/plain beacon with view, start and steps 1 to 6, no owner data', async () => {
    const { page, errors } = await open(`/page/service-request?${CAMPAIGN}`)
    const dialog = page.getByRole('dialog', { name: 'Request a low-cost service' })
    await page.getByRole('button', { name: 'Request a low-cost service' }).click()
    await dialog.getByLabel('Zip code').fill('94103')
    await wizardNext(dialog, 2)
    // Next on an empty required field is a failed submit: the beacon names the field, never a value.
    await dialog.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(() => dialog.getByText('This field is required *').count()).toBeGreaterThan(0)
    await wizardToStep6(page, dialog)
    expect(beacons()).toEqual([])

    await leave(page)
    await expect.poll(() => beacons().length).toBe(1)
    const [sent] = beacons()
    expect(sent.headers['content-type']).toMatch(/^text\/plain/)
    expect(sent.headers.cookie).toBeUndefined()
    expect(batch(sent)).toEqual({
      clinic: null,
      form: 'service-request',
      source: 'google',
      events: [
        { kind: 'view' },
        { kind: 'step', step: 1 },
        { kind: 'start' },
        { kind: 'step', step: 2 },
        { kind: 'error', field: 'pet_name' },
        ...[3, 4, 5, 6].map((n) => ({ kind: 'step', step: n })),
      ],
    })
    expect(sent.raw.toString('utf8')).not.toMatch(/94103|Rex|Beagle/)
    expect(errors).toEqual([])
  })

  it('an owner who completes the health form: the lead carries attribution and widget, the host hears petlead:submitted and dataLayer', async () => {
    api.on('POST', '/pet', () => ({
      json: { success: true, content: { _id: 'lead1', triage: { urgency: 'soon', emergency: null, watch: null } } },
    }))
    const { page, errors } = await open(`/page/health?${CAMPAIGN}&data-layer=true`)
    await page.getByLabel('Pet name').waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { heard: unknown[] }
      w.heard = []
      for (const name of ['petlead:submitted', 'petlead:booked'])
        document.addEventListener(name, (e) => w.heard.push({ type: e.type, detail: (e as CustomEvent).detail }))
    })
    await fillAssessment(page, { health: true })
    await page.getByLabel('Email').fill('')
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    const submit = page.getByRole('button', { name: 'Free AI Pet Health Assessment' })
    await submit.click()
    await page.getByLabel('Email').fill(owner.email)
    await submit.click()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()

    const [lead] = api.writes().filter((w) => w.path === '/pet')
    expect(lead.body).toMatchObject({
      pet_name: 'Rex',
      widget: 'health',
      attribution: { utm_source: 'google', utm_campaign: 'dental-month', gclid: 'TEST123' },
    })
    // Opened directly: no referrer, so none is sent, and nothing but these keys.
    expect(Object.keys((lead.body as { attribution: object }).attribution).sort()).toEqual(['gclid', 'utm_campaign', 'utm_source'])
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
      { type: 'petlead:submitted', detail: { form: 'health', clinic: null, urgency: 'soon' } },
    ])
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      { event: 'petlead_submitted', petlead_form: 'health', petlead_clinic: null, petlead_urgency: 'soon' },
    ])

    await leave(page)
    await expect.poll(() => beacons().length).toBe(1)
    expect(batch(beacons()[0])).toEqual({
      clinic: null,
      form: 'health',
      source: 'google',
      events: [{ kind: 'view' }, { kind: 'start' }, { kind: 'error', field: 'email' }, { kind: 'submit' }, { kind: 'result' }],
    })
    expect(beacons()[0].raw.toString('utf8')).not.toContain(owner.email)
    expect(errors).toEqual([])
  })

  it('sends no beacon with Global Privacy Control on, nor with data-funnel="off", and the lead still goes', async () => {
    for (const [path, gpc] of [
      [`/page/health?${CAMPAIGN}`, true],
      [`/page/health?${CAMPAIGN}&funnel=off`, false],
    ] as const) {
      const { page, errors } = await open(path, { gpc })
      expect(await page.evaluate(() => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true)).toBe(gpc)
      await fillAssessment(page, { health: true })
      await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
      await page.getByRole('button', { name: 'Free AI Pet Health Assessment' }).click()
      await page.getByRole('dialog', { name: 'Completed' }).waitFor()
      await leave(page)
      expect(errors).toEqual([])
    }
    // The beacon of a page left goes out with the navigation: by the second page's end the first one's would be here.
    await expect.poll(() => api.writes().filter((w) => w.path === '/pet').length).toBe(2)
    expect(beacons()).toEqual([])
  })
})
