import { beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { en, type Text } from '../../src/text/en'
import { es } from '../../src/text/es'
import { workspaceEn } from '../../src/text/workspace.en'
import { expectNoAxeViolations } from './support/axe'
import { answerWizard, bookFirstSlot, type WizardAnswers } from './support/bookVisit'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { logIn } from './support/logIn'
import { withDemoHost } from './support/suite'

/**
 * Booking on the real server (the demo host on PGlite, its seeded partners opened around the clock
 * here, with one seat each): an owner on a phone finishes the 15-step service request for ZIP 94588,
 * sees the slots of at least two partners side by side, books one at Pleasanton Pet Care, and the
 * visit appears without a reload in the Calendar page its front desk has open in another browser
 * context. In English, in Spanish, and once by keyboard alone from the landing page's button to
 * the confirmation. axe on every state of both pages.
 */
let host: DemoHost
let browser: Browser
/** Pleasanton's front desk, logged in once, its Calendar open for the whole file (never reloaded). */
let desk: Page
let deskErrors: string[]

const CLINIC = 'Pleasanton Pet Care'
const cal = workspaceEn.calendar

withDemoHost((s) => ({ host, browser } = s))
beforeAll(async () => {
  ;({ page: desk, errors: deskErrors } = await newPage(browser, { width: 1024, height: 900 }))
  await logIn(desk, host.origin, { email: 'front@pleasanton.test' })
  await desk.getByRole('link', { name: cal.nav }).click()
  await desk.getByRole('heading', { level: 1, name: cal.title }).waitFor()
  await expectNoAxeViolations(desk, 'calendar before any booking')
})

const visits = () => desk.getByRole('main').last().locator('.ws-visit h3').allTextContents()

/** One owner's booking from the landing page, and the visit it must add to the desk's Calendar. */
async function bookFromLanding(t: Text, lang: 'en' | 'es', who: WizardAnswers, o: { keyboard?: boolean } = {}) {
  const before = await visits()
  expect(before.some((v) => v.includes(who.pet))).toBe(false)
  const { page, errors } = await newPage(browser, { width: 390, height: 844 })
  await page.goto(`${host.origin}/${lang === 'es' ? '?lang=es' : ''}`)
  await answerWizard(page, t, who, o)
  const { legends, start } = await bookFirstSlot(page, t, { clinics: 2, clinic: CLINIC, where: `${lang}${o.keyboard ? ' keyboard' : ''}` })
  expect(legends).toContain(CLINIC)
  expect(new Set(legends).size).toBe(legends.length)

  // The server kept it for Pleasanton, with the owner's details and language.
  const [row] = await host.server.deps.db.query<{
    clinic_id: string
    status: string
    start_at: Date
    lang: string
    lead_id: string | null
  }>('SELECT clinic_id, status, start_at, lang, lead_id FROM bookings WHERE email = $1', [who.email])
  expect(row).toMatchObject({ clinic_id: 'pleasanton', status: 'booked', lang })
  expect(new Date(row!.start_at).toISOString()).toBe(new Date(start).toISOString())
  // The visit follows the lead the request created, which is now booked.
  const [lead] = await host.server.deps.db.query<{ id: string; status: string }>(
    "SELECT id, status FROM submissions WHERE kind = 'low_cost' AND data->>'email' = $1",
    [who.email],
  )
  expect(row!.lead_id).toBe(lead!.id)
  expect(lead!.status).toBe('booked')

  // Live: the desk's page, opened before the booking and never reloaded, shows the visit, linked to its lead.
  const visit = desk.locator('.ws-visit').filter({ hasText: who.pet })
  await visit.waitFor({ timeout: 15_000 })
  expect(await visit.getByRole('link', { name: cal.lead(who.pet) }).getAttribute('href')).toBe(`/workspace/leads/${lead!.id}`)
  expect(await visits()).toHaveLength(before.length + 1)
  await expectNoAxeViolations(desk, `calendar after the ${lang} booking`)
  // The owner's confirmation, in the owner's language, with its invitation.
  const mail = await host.waitForMail((m) => m.to.includes(who.email))
  expect(mail.subject).toMatch(lang === 'es' ? /^Su cita en Pleasanton Pet Care/ : /Pleasanton Pet Care/)
  // The visit is named as the owner's catalogue names its service, on screen and in the e-mail.
  const service = t.services[(who.service ?? 'vaccination') as keyof Text['services']]
  expect(mail.text).toContain(`(${service})`)
  expect(await page.getByText(`${service}, `).count()).toBeGreaterThanOrEqual(1)
  if (lang === 'es') expect(await page.getByText(en.services[(who.service ?? 'vaccination') as keyof Text['services']]).count()).toBe(0)
  expect(errors).toEqual([])
  await page.context().close()
}

describe('booking on the real server, seen live in the clinic’s Calendar', () => {
  it('English, on a phone: two partners side by side, Pleasanton booked, the desk sees it at once', async () => {
    await bookFromLanding(en, 'en', { zip: '94588', pet: 'Biscuit', owner: 'Morgan Lee', phone: '4155550199', email: 'morgan@example.org' })
  })

  it('Spanish, on a phone', async () => {
    // Spay or neuter: the demo's appointment type carries the English service name, which the owner reads in Spanish.
    await bookFromLanding(es, 'es', {
      zip: '94588',
      pet: 'Canela',
      owner: 'Lucía Ortiz',
      phone: '4155550123',
      email: 'lucia@example.org',
      service: 'spay_neuter',
      neutered: null,
    })
  })

  it('keyboard alone, from the landing page’s button to the confirmation', async () => {
    await bookFromLanding(
      en,
      'en',
      { zip: '94588', pet: 'Pepper', owner: 'Sam Wu', phone: '4155550142', email: 'sam@example.org' },
      { keyboard: true },
    )
    expect(deskErrors.filter((e) => !/events|EventSource/.test(e))).toEqual([])
  })
})
