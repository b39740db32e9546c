import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { verifyPassword } from '../../server/crypto/hashPassword'
import { DEMO_USER } from '../../server/db/demoUser'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { waitForWidgets, type DemoHost, type Mail } from './support/demoHost'
import { pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { withDemoHost } from './support/suite'
import { e2eNow } from './support/e2eClock'

/**
 * The demo's own flows end to end on the REAL demo host and reference API (no API double): the whole password
 * recovery flow with the code read from the real e-mail in /outbox.json (wrong and expired codes
 * first), the landing page's service-request wizard submitted with spay_neuter (step 8 skipped)
 * and with a non-fixed service, AI analysis and a photo, the landing page's contact form, and the
 * /test page's prompt answered by the offline engine. One browser and one server for the file.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

const codeOf = (m: Mail) => {
  const c = /\b(\d{6})\b/.exec(m.text)?.[1]
  if (!c) throw new Error(`no 6-digit code in: ${m.text}`)
  return c
}

describe('password recovery on the reference API', () => {
  it('mails a real code; wrong and expired codes are refused; the right code changes the stored password', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    const res = await page.goto(`${host.origin}/Recover_password`)
    expect(res?.status()).toBe(200)
    const root = page.locator('[data-petlead-form="recover-password"]')
    const cont = () => root.getByRole('button', { name: 'Continue' })
    const code = () => root.getByLabel('6-digit code')
    const errorDialog = page.getByRole('dialog', { name: 'Error' })
    const expectError = async (text: string) => {
      await errorDialog.waitFor()
      expect(await errorDialog.textContent()).toContain(text)
      await errorDialog.getByRole('button').first().click()
      await expect.poll(() => errorDialog.count()).toBe(0)
    }
    const isCodeMail = (m: Mail) => m.to.includes(DEMO_USER.email) && /verification code/i.test(m.subject)
    const seen = new Set((await host.outbox()).map((m) => m.id))

    // Step 1: the e-mail.
    await root.getByLabel('Email').fill(DEMO_USER.email)
    await expectNoAxeViolations(page, 'recovery step 1')
    await cont().click()
    await code().waitFor()
    expect(await code().getAttribute('autocomplete')).toBe('one-time-code')
    expect(await code().getAttribute('maxlength')).toBe('6')
    await expectNoAxeViolations(page, 'recovery step 2')
    const first = await host.waitForMail((m) => isCodeMail(m) && !seen.has(m.id))
    seen.add(first.id)
    const firstCode = codeOf(first)

    // A wrong code first: the server's own 'Invalid code'.
    const wrong = firstCode === '000000' ? '111111' : '000000'
    await code().fill(wrong)
    await cont().click()
    await expectError('Invalid code')
    await code().waitFor()

    // The right code once it has expired (moved into the past, on the server's clock, in the real database): 'Expired code'.
    await host.server.deps.db.query('UPDATE recovery_codes SET expires_at = $1 WHERE used_at IS NULL', [new Date(e2eNow() - 60_000)])
    await code().fill(firstCode)
    await cont().click()
    await expectError('Expired code')

    // Back arrow to step 1, ask again, and use the new code from the new e-mail.
    await root.getByRole('button', { name: /back/i }).click()
    await root.getByLabel('Email').waitFor()
    expect(await root.getByLabel('Email').inputValue()).toBe(DEMO_USER.email)
    await cont().click()
    await code().waitFor()
    const second = await host.waitForMail((m) => isCodeMail(m) && !seen.has(m.id))
    await code().fill(codeOf(second))
    await cont().click()

    // Step 3: new password and confirmation (mismatch first), with a hidden username for managers.
    const pw = root.getByLabel('New password', { exact: true })
    await pw.waitFor()
    expect(await pw.getAttribute('autocomplete')).toBe('new-password')
    expect(await root.locator('input[autocomplete="username"]').inputValue()).toBe(DEMO_USER.email)
    await expectNoAxeViolations(page, 'recovery step 3')
    const newPassword = 'Tabby-Whiskers-2024!'
    await pw.fill(newPassword)
    await root.getByLabel('Confirm new password', { exact: true }).fill(newPassword + 'x')
    await cont().click()
    await root.getByText('Passwords must match').waitFor()
    await root.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
    await cont().click()

    // Success: back to a fresh step 1 with the notice.
    await root.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor()
    expect(await root.getByLabel('Email').inputValue()).toBe('')
    await expectNoAxeViolations(page, 'recovery done')

    // The new password is what the server stores, and the owner is told by e-mail.
    const [user] = await host.server.deps.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      DEMO_USER.email,
    ])
    expect(await verifyPassword(newPassword, user!.password_hash)).toBe(true)
    expect(await verifyPassword(DEMO_USER.password, user!.password_hash)).toBe(false)
    await host.waitForMail((m) => m.to.includes(DEMO_USER.email) && /password was changed/i.test(m.subject))

    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('landing page on the reference API', () => {
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    ;({ page, errors } = await newPage(browser, { width: 1280, height: 900 }))
    await page.goto(`${host.origin}/`)
    await waitForWidgets(page)
  })
  afterAll(async () => {
    expect(errors).toEqual([])
    await page.context().close()
  })

  const wizard = () => page.getByRole('dialog', { name: 'Request a low-cost service' })
  const progress = async () => Number(await wizard().locator('form[data-step]').getAttribute('data-step'))
  const expectStep = (n: number) => expect.poll(progress, { timeout: 5000 }).toBe(n)
  async function press(name: 'Next' | 'Skip' | 'Back' | 'Submit', to: number) {
    await wizard().getByRole('button', { name, exact: true }).click()
    await expectStep(to)
  }

  async function runWizard(o: { service: 'spay_neuter' | 'skin_rash'; ai: boolean; serverName: RegExp; range: string }) {
    // A fresh load, so a wizard left open by an earlier failure cannot cover the button.
    await page.goto(`${host.origin}/`)
    await waitForWidgets(page)
    await page.getByRole('button', { name: 'Request a low-cost service' }).first().click()
    const d = wizard()
    await d.waitFor()
    await expectStep(1)
    // North Pleasanton: the seeded Pleasanton Pet Care is 1.9 miles away (demo/clinics.example.json).
    await d.getByLabel('Zip code').fill('94588')
    await press('Next', 2)
    await d.getByLabel('Pet name').fill('Biscuit')
    await press('Next', 3)
    await d.getByLabel('Service').selectOption(o.service)
    if (o.service === 'spay_neuter') {
      // Fixed services have no treatment box and no AI checkbox.
      expect(await d.getByRole('checkbox', { name: "Analyze my pet's photo with AI" }).count()).toBe(0)
    } else {
      await d.getByLabel('Describe the treatment your pet needs').fill('Red itchy patches on the belly for a week')
      if (o.ai) await d.getByRole('checkbox', { name: "Analyze my pet's photo with AI" }).check()
    }
    await expectNoAxeViolations(page, `wizard step 3 (${o.service})`)
    await press('Next', 4)
    await d.getByLabel('Pet type').selectOption('dog')
    await press('Next', 5)
    await pickOption(page, 'Breed (Max 2)', 'lab', 'Labrador Retriever')
    await pickOption(page, 'Breed (Max 2)', 'bea', 'Beagle')
    await press('Next', 6)
    await d.getByLabel('Weight (lbs)').fill('18')
    await press('Next', 7)
    await d.getByRole('radio', { name: 'Female', exact: true }).check()
    if (o.service === 'spay_neuter') {
      // Step 8 (sterilized) is skipped both ways.
      await press('Next', 9)
      await press('Back', 7)
      await press('Next', 9)
    } else {
      await press('Next', 8)
      await d.getByRole('radio', { name: 'No' }).check()
      await press('Next', 9)
    }
    await d.getByLabel('Birthday or Approximate').fill('2020-06-15')
    await press('Next', 10)
    await d.getByLabel('Owner name').fill('Morgan Lee')
    await press('Next', 11)
    await d.getByLabel('Phone').fill('4155550199')
    await press('Next', 12)
    await d.getByLabel('Email').fill(`morgan.${o.service}@example.org`)
    if (o.ai) {
      await press('Next', 13)
      await expect.poll(() => d.getByRole('button', { name: 'Skip', exact: true }).count()).toBe(1)
      await d.getByLabel('Photo of the affected area').setInputFiles(pngFile('belly.png', 640, 480))
      await d.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
      await expectNoAxeViolations(page, 'wizard step 13 with photo')
      await press('Next', 14)
    } else {
      await press('Next', 14)
    }
    await expectNoAxeViolations(page, `wizard step 14 (${o.service})`)
    await press('Submit', 15)
    // The estimate's HTML, once sanitized (aria-busy while DOMPurify loads).
    const result = d.locator('.pl-html:not([aria-busy])')
    await result.waitFor({ timeout: 30_000 })
    const text = (await result.textContent()) ?? ''
    expect(text).toMatch(o.serverName)
    expect(text).toContain(o.range)
    expect(text).toMatch(/\$\d+ - \$\d+/)
    if (o.ai) expect(text).toContain('A photo was included')
    expect(await result.locator('script').count()).toBe(0)
    await expectNoAxeViolations(page, `wizard step 15 (${o.service})`)

    // The lead is stored with the spec's field names.
    const [row] = await host.server.deps.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM submissions WHERE kind = 'low_cost' AND data->>'email' = $1",
      [`morgan.${o.service}@example.org`],
    )
    expect(row?.data).toMatchObject({ service: o.service, pet_breeds: ['Labrador Retriever', 'Beagle'] })
    if (o.service === 'spay_neuter') expect(String(row!.data.neutered_or_payed)).toMatch(/^(no|false)$/i)
    if (o.ai) {
      expect(row!.data.analizeAi).toBe(true)
      expect(String(row!.data.imageUrl ?? '')).not.toBe('')
    }

    // Closing on step 15 returns the widget to a fresh state.
    await d.getByRole('button', { name: 'Close' }).first().click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.getByRole('button', { name: 'Request a low-cost service' }).first().click()
    await expectStep(1)
    expect(await wizard().getByLabel('Zip code').inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  }

  it('submits the wizard with spay_neuter (step 8 skipped) and shows the HTML estimate', async () => {
    await runWizard({ service: 'spay_neuter', ai: false, serverName: /Spay \/ neuter/, range: '$215 - $385' })
  })

  it('submits the wizard with skin_rash, AI analysis and a photo, and shows the HTML estimate', async () => {
    await runWizard({ service: 'skin_rash', ai: true, serverName: /Skin rash/, range: '$80 - $230' })
  })

  it('stores the contact form and shows the check-mark', async () => {
    // A fresh load, so a wizard left open by an earlier failure cannot cover the form.
    await page.goto(`${host.origin}/`)
    await waitForWidgets(page)
    const contact = page.locator('[data-petlead-form="contact"]')
    await contact.scrollIntoViewIfNeeded()
    await contact.getByLabel('Name', { exact: false }).first().fill('Riley Chen')
    await contact.getByLabel('Company', { exact: false }).fill('Bay Paws Rescue')
    await contact.getByLabel('Phone', { exact: false }).fill('5105550142')
    await contact.getByLabel('Email', { exact: false }).fill('riley@baypaws.org')
    await contact.getByLabel('Comment', { exact: false }).fill('We would like to list our spay clinic.')
    await contact.getByRole('button', { name: 'Submit' }).click()
    await contact
      .getByRole('img', { name: 'Message sent' })
      .waitFor({ timeout: 10_000 })
      .catch(async (e) => {
        throw new Error(`no check-mark; the form shows: ${await contact.evaluate((el) => el.shadowRoot?.textContent)}\n${e}`)
      })
    const [row] = await host.server.deps.db.query<{ kind: string; data: Record<string, unknown> }>(
      "SELECT kind, data FROM submissions WHERE data->>'email' = 'riley@baypaws.org'",
    )
    expect(row?.kind).toBe('contact')
    expect(row?.data).toMatchObject({ name: 'Riley Chen' })
    // The fields clear after success.
    await expect.poll(() => contact.getByLabel('Comment', { exact: false }).inputValue(), { timeout: 5000 }).toBe('')
  })
})

describe('/test page on the reference API', () => {
  it('sends a prompt and an image and shows the offline engine’s answer as text', async () => {
    const { page, errors } = await newPage(browser)
    expect((await page.goto(`${host.origin}/test`))?.status()).toBe(200)
    const root = page.locator('[data-petlead-form="ai-test"]')
    const prompt = '<b>bold</b> My dog has been vomiting since yesterday, what should I do?'
    await root.getByLabel(/^Prompt/).fill(prompt)
    await root
      .getByLabel(/^Image/)
      .first()
      .setInputFiles(pngFile('rex.png', 320, 240))
    await root.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
    await expectNoAxeViolations(page, '/test filled')
    await root.getByRole('button', { name: 'Ask the model' }).click()
    const answer = root.getByRole('region', { name: 'Answer' })
    await answer.waitFor({ timeout: 20_000 })
    const text = (await answer.textContent()) ?? ''
    expect(text).toContain('No AI model is configured on this server')
    expect(text).toContain('A photo was received')
    expect(text).toContain('triage guidance, not professional medical advice')
    // Shown as text: the answer paragraph has no element children.
    expect(await answer.locator('.pl-answer *').count()).toBe(0)
    await expectNoAxeViolations(page, '/test answered')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
