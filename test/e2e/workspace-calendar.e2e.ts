import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { workspacePage } from '../../server/pages/workspacePage'
import { workspaceEn } from '../../src/text/workspace.en'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { withApiDouble } from './support/suite'
import { e2eNow } from './support/e2eClock'

/**
 * The workspace's Calendar page against the API double: the week's visits by day on the clinic's
 * clock, each linked to its lead; cancel and move asked again first, by keyboard; the ICS feed with
 * Copy and Rotate. axe on each state.
 */
let api: ApiDouble
let browser: Browser
let page: Page
let errors: string[]
const t = workspaceEn.calendar
const ZONE = 'America/Los_Angeles'

/** Today on the clinic's clock, and an instant that day at `hh:mm` there (November: UTC-8). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(e2eNow())
const at = (hm: string) => new Date(`${today}T${hm}:00-08:00`).toISOString()
const visit = (id: string, hm: string, pet: string, lead: string | null, status = 'booked') => ({
  id,
  start: at(hm),
  end: at(hm.replace(/:(\d\d)/, (_, m) => `:${String(Number(m) + 20).padStart(2, '0')}`)),
  status,
  service: 'vaccination',
  appointment_name: 'Vaccination visit',
  owner: { name: `Owner of ${pet}`, email: `${pet.toLowerCase()}@example.com`, phone: '5551234567' },
  pet_name: pet,
  lead_id: lead,
})

withApiDouble((s) => ({ api, browser } = s))
beforeEach(async () => {
  api.reset()
  // The desk is at the clinic: its browser keeps the clinic's zone, so the times name no zone.
  ;({ page, errors } = await newPage(browser, { width: 1024, height: 900 }, { timezoneId: ZONE }))
  api.page('/workspace/calendar', workspacePage('/api'))
  api.page('/dist/petlead-workspace.css', readFileSync('dist/petlead-workspace.css', 'utf8'), { 'Content-Type': 'text/css' })
  api.on('GET', '/workspace/me', () => ({
    json: {
      success: true,
      content: {
        id: 'u1',
        email: 'owner@willow.example',
        name: 'Wendy',
        role: 'owner',
        clinic: { id: 'willow', name: 'Willow Veterinary Hospital' },
      },
    },
  }))
  api.on('GET', '/workspace/bookings', () => ({
    json: {
      success: true,
      content: {
        time_zone: ZONE,
        items: [
          visit('b2', '16:30', 'Luna', null),
          visit('b1', '09:00', 'Rex', 'lead-1'),
          visit('b3', '11:00', 'Milo', 'lead-3', 'cancelled'),
        ],
      },
    },
  }))
  api.on('GET', '/workspace/calendar-feed', () => ({ json: { success: true, content: { url: 'https://api.example/ics/willow-abc.ics' } } }))
  api.on('POST', '/workspace/calendar-feed/rotate', () => ({
    json: { success: true, content: { url: 'https://api.example/ics/willow-new.ics' } },
  }))
  api.on('POST', /^\/workspace\/bookings\/b\d\/(cancel|move)$/, () => ({ json: { success: true, content: {} } }))
  api.on('GET', '/clinics/willow/slots', () => ({
    json: {
      success: true,
      content: {
        clinic_id: 'willow',
        time_zone: ZONE,
        service: 'vaccination',
        appointment: { name: 'Vaccination visit', duration_minutes: 20, price: null },
        slots: [
          { start: '2030-01-02T17:00:00Z', end: '2030-01-02T17:20:00Z' },
          { start: '2030-01-02T18:00:00Z', end: '2030-01-02T18:20:00Z' },
        ],
      },
    },
  }))
  await page.goto(`${api.origin}/workspace/calendar`)
})

const main = () => page.getByRole('main').last()

describe('Calendar page', () => {
  it("renders the double's visits by day on the clinic's clock, each linked to its lead; axe clean", async () => {
    await main().getByRole('heading', { level: 1, name: t.title }).waitFor()
    await main().getByRole('heading', { level: 3, name: /Rex/ }).waitFor()
    const visits = await main().locator('.ws-visit h3').allTextContents()
    expect(visits).toEqual([
      '9:00 AM – 9:20 AM · Vaccination visit · Rex',
      '11:00 AM – 11:20 AM · Vaccination visit · Milo · Cancelled',
      '4:30 PM – 4:50 PM · Vaccination visit · Luna',
    ])
    expect(
      await main()
        .getByRole('link', { name: t.lead('Rex') })
        .getAttribute('href'),
    ).toBe('/workspace/leads/lead-1')
    expect(await main().getByText(t.noLead).count()).toBe(1)
    expect(await main().getByRole('button', { name: t.week, exact: true }).getAttribute('aria-pressed')).toBe('true')
    const query = api.requests.filter((r) => r.path === '/workspace/bookings')
    expect(query.length).toBeGreaterThanOrEqual(1)
    await expectNoAxeViolations(page, 'calendar week')
    await main().getByRole('button', { name: t.day, exact: true }).click()
    await expect.poll(() => main().locator('.ws-calday').count()).toBe(1)
    await expectNoAxeViolations(page, 'calendar day')
    expect(errors.filter((e) => !/events|EventSource/.test(e))).toEqual([])
  })

  it('cancel and move are asked again first, by keyboard alone; the feed copies and rotates', async () => {
    const rex = main().locator('.ws-visit').filter({ hasText: 'Rex' })
    await rex.getByRole('button', { name: t.cancel }).focus()
    await page.keyboard.press('Enter')
    const question = rex.getByRole('group')
    await question.waitFor()
    // Focus lands on the question once it is drawn; an answer is chosen from there (choosing one
    // before would race the page moving focus to the question).
    const onQuestion = () => expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('group')
    await onQuestion()
    expect(await question.textContent()).toContain("Cancel Rex's visit on")
    await expectNoAxeViolations(page, 'cancel asked')
    // Keep it: nothing is sent, focus returns to the button that asked.
    await rex.getByRole('button', { name: t.keep }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.cancel)
    await page.keyboard.press('Enter')
    await onQuestion()
    await rex.getByRole('button', { name: t.cancelYes }).focus()
    await page.keyboard.press('Enter')
    await main().getByRole('status').filter({ hasText: t.cancelDone }).waitFor()
    expect(api.writes().map((w) => w.path)).toEqual(['/workspace/bookings/b1/cancel'])

    const luna = main().locator('.ws-visit').filter({ hasText: 'Luna' })
    await luna.getByRole('button', { name: t.move }).click()
    const to = luna.getByLabel(t.moveTo)
    await to.waitFor()
    await to.selectOption('2030-01-02T18:00:00Z')
    await expectNoAxeViolations(page, 'move asked')
    await luna.getByRole('button', { name: t.moveYes }).click()
    await main().getByRole('status').filter({ hasText: t.moveDone }).waitFor()
    await expectNoAxeViolations(page, 'visit moved')
    expect(api.writes().at(-1)).toMatchObject({ path: '/workspace/bookings/b2/move', body: { start: '2030-01-02T18:00:00Z' } })

    expect(await main().getByLabel(t.feedLabel).inputValue()).toBe('https://api.example/ics/willow-abc.ics')
    await main().getByRole('button', { name: t.rotate }).click()
    await main().getByRole('button', { name: t.rotateYes }).click()
    await main().getByText(t.rotated).waitFor()
    expect(await main().getByLabel(t.feedLabel).inputValue()).toBe('https://api.example/ics/willow-new.ics')
    await expectNoAxeViolations(page, 'feed rotated')
  })
})
