import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { currentStep, fillClinicDental, fillClinicOwnerStep, fillClinicPetStep, fillKioskPetStep, owner } from './support/fillAssessment'
import { withDemoHost } from './support/suite'
import { solveCaptcha } from './support/solveCaptcha'

/**
 * The captcha on the REAL demo host and reference API (no double): its /captcha/challenge is
 * altcha-lib's current createChallenge (v2), and the clinic forms and the kiosk solve it in
 * Chromium and are stored; the server's verifySolution and single-use table accept each token.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

const count = async (sql: string, params: unknown[] = []) => Number((await host.server.deps.db.query<{ n: string }>(sql, params))[0].n)
const stored = (email: string, clinic: string) =>
  count("SELECT count(*) AS n FROM submissions WHERE data->>'email' = $1 AND clinic_id = $2", [email, clinic])

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, { width: 820, height: 1100 })
  expect((await opened.page.goto(`${host.origin}${path}`))?.status()).toBe(200)
  await opened.page.getByLabel('Owner name').waitFor()
  return opened
}

/** Ticks "I'm not a robot", waits until the widget has solved the challenge, presses `submit` and waits for the thank-you. */
async function solveAndSubmit(page: Page, submit: string, timeout: number) {
  await solveCaptcha(page)
  await page.getByRole('button', { name: submit }).click()
  await page.getByRole('dialog', { name: 'Thank you!' }).waitFor({ timeout })
}

describe('captcha against the reference server (altcha-lib v2)', () => {
  it('hands out a v2 challenge: parameters with SHA-256, a key prefix and an expiry, and a signature', async () => {
    const body = await (await fetch(`${host.origin}${host.server.deps.config.apiBase}/captcha/challenge`)).json()
    expect(body.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      keyLength: 32,
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      expiresAt: expect.any(Number),
    })
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(body.challenge).toBeUndefined()
  })

  it("'clinic-health' solves it and is stored; the token is spent", async () => {
    const { page, errors } = await open('/form_Willow')
    const email = 'captcha.health@example.com'
    await fillClinicOwnerStep(page, { email, phone: owner.phone_number, issue: ['skin', 'Skin & Coat'] })
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => currentStep(page)).toContain('Step 2 of 3')
    await fillClinicPetStep(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => currentStep(page)).toContain('Step 3 of 3')
    await page.getByLabel('Zip code').fill(owner.zip_code)
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    const spent = await count('SELECT count(*) AS n FROM captcha_used')
    await solveAndSubmit(page, 'Free AI Pet Health Assessment', 15_000)
    expect(await stored(email, 'willow')).toBe(1)
    expect(await count('SELECT count(*) AS n FROM captcha_used')).toBe(spent + 1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("'clinic-dental' solves it and is stored", async () => {
    const { page, errors } = await open('/form_dental_willow')
    const email = 'captcha.dental@example.com'
    await fillClinicDental(page, { email, phone: owner.phone_number })
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    // The dental form's 7-second wait runs behind the overlay before the thank-you.
    await solveAndSubmit(page, 'Free AI Dental Assessment', 20_000)
    expect(await stored(email, 'willow')).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the kiosk waits for the solution and is stored', async () => {
    const { page, errors } = await open('/form_dental_Willow_Park')
    const email = 'captcha.kiosk@example.com'
    await fillClinicOwnerStep(page, { email, phone: owner.phone_number })
    await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => currentStep(page)).toContain('Step 2 of 2')
    await fillKioskPetStep(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor({ timeout: 20_000 })
    expect(await stored(email, 'willow-park')).toBe(1)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
