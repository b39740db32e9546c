import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { es } from '../../src/text/es'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { waitForWidgets, type DemoHost } from './support/demoHost'
import { fillAssessment, owner, pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { withDemoHost } from './support/suite'

/**
 * The text-message consent box on every other form that asks for a phone (dental, clinic dental,
 * kiosk, QR check, service-request wizard), on the REAL demo host: the box carries the same words
 * as the health form's, is unticked, is ticked with the keyboard alone, the page stays axe-clean,
 * the form sends `sms_consent`, and the owner's acknowledgement text reaches the demo's SMS sink
 * (/outbox.json, channel "sms"). Each form uses its own mobile number, so each text is its own.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

const WORDS = 'Text me updates about this request. Msg & data rates may apply. Reply STOP to opt out.'

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, { width: 820, height: 1100 })
  expect((await opened.page.goto(`${host.origin}${path}`))?.status()).toBe(200)
  await waitForWidgets(opened.page)
  return opened
}

const current = (page: Page) => page.locator('[aria-current="step"]').textContent()

/** The box is there with its words, unticked, reached by Tab from the phone and ticked with Space; the page is axe-clean. */
async function tickByKeyboard(page: Page, where: string) {
  const box = page.getByRole('checkbox', { name: WORDS })
  expect(await box.count()).toBe(1)
  expect(await box.isChecked()).toBe(false)
  await expectNoAxeViolations(page, `${where}: consent box shown`)
  await page.getByRole('textbox', { name: 'Phone', exact: true }).focus()
  await page.keyboard.press('Tab')
  expect(await box.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
  await page.keyboard.press('Space')
  expect(await box.isChecked()).toBe(true)
}

/** The stored lead for `email` said yes to texts, and the demo sink got the acknowledgement text for `phone`. */
async function expectText(email: string, phone: string) {
  const [row] = await host.server.deps.db.query<{ data: Record<string, unknown>; sms_consent_version: string | null }>(
    "SELECT data, sms_consent_version FROM submissions WHERE data->>'email' = $1",
    [email],
  )
  expect(row?.data.sms_consent).toBe(true)
  expect(row?.sms_consent_version).toEqual(expect.any(String))
  const to = `+1${phone}`
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${host.origin}/outbox.json`)).json()) as Array<{ channel: string; to: string; text: string }>
        return list.filter((m) => m.channel === 'sms' && m.to === to).map((m) => m.text)
      },
      { timeout: 20_000, interval: 250 },
    )
    .toEqual([expect.stringMatching(/^PetLead: we have your request\..*Reply STOP to opt out\.$/)])
}

describe('text-message consent on every form that asks for a phone', () => {
  it("'dental' (/dentipet)", async () => {
    const { page, errors } = await open('/dentipet')
    const email = 'sms.dental@example.com'
    const phone = '9255550131'
    await fillAssessment(page, { health: false })
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone').fill(phone)
    await tickByKeyboard(page, 'dental')
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await page.getByRole('button', { name: 'Free AI Dental Assessment' }).click()
    await expectText(email, phone)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("'clinic-dental' (step 2)", async () => {
    const { page, errors } = await open('/form_dental_willow')
    const email = 'sms.clinic-dental@example.com'
    const phone = '9255550132'
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill('Mia')
    await page.getByLabel('Pet type').selectOption('cat')
    await pickOption(page, 'Breed (Max 2)', 'sia', 'Siamese')
    await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => current(page)).toContain('Step 2 of 2')
    await page.getByLabel('Tell us about your pet’s dental health').fill('Bad breath for a week')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone').fill(phone)
    await tickByKeyboard(page, 'clinic-dental')
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check()
    await page.getByText('Verified').waitFor()
    await page.getByRole('button', { name: 'Free AI Dental Assessment' }).click()
    await expectText(email, phone)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("'kiosk-dental' (the owner's step)", async () => {
    const { page, errors } = await open('/form_dental_Willow_Park')
    const email = 'sms.kiosk@example.com'
    const phone = '9255550133'
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill(owner.pet_name)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone').fill(phone)
    await tickByKeyboard(page, 'kiosk')
    await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => current(page)).toContain('Step 2 of 2')
    await pickOption(page, 'Breed (Max 2)', 'gold', 'Golden Retriever')
    await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
    await page.getByLabel('Upload photo').setInputFiles(pngFile('rex.png', 640, 480))
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectText(email, phone)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("'qr-dental' (/form_qr_amcp, multipart)", async () => {
    const { page, errors } = await open('/form_qr_amcp')
    const email = 'sms.qr@example.com'
    const phone = '9255550134'
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill('Rex')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone').fill(phone)
    await tickByKeyboard(page, 'qr-dental')
    await page.getByLabel('Pet type').selectOption('Dog')
    await pickOption(page, 'Breed', 'bea', 'Beagle')
    await page.getByRole('radio', { name: '4' }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectText(email, phone)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the service-request wizard (the phone question)', async () => {
    const { page, errors } = await open('/')
    const email = 'sms.wizard@example.com'
    const phone = '9255550135'
    await page.getByRole('button', { name: 'Request a low-cost service' }).first().click()
    const d = page.getByRole('dialog', { name: 'Request a low-cost service' })
    const step = () => d.locator('form[data-step]').getAttribute('data-step')
    const next = async (to: number) => {
      await d.getByRole('button', { name: 'Next', exact: true }).click()
      await expect.poll(step).toBe(String(to))
    }
    await d.getByLabel('Zip code').fill('94588')
    await next(2)
    await d.getByLabel('Pet name').fill('Biscuit')
    await next(3)
    await d.getByLabel('Service').selectOption('spay_neuter')
    await next(4)
    await d.getByLabel('Pet type').selectOption('dog')
    await next(5)
    await pickOption(page, 'Breed (Max 2)', 'bea', 'Beagle')
    await next(6)
    await d.getByLabel('Weight (lbs)').fill('18')
    await next(7)
    await d.getByRole('radio', { name: 'Female', exact: true }).check()
    await next(9)
    await d.getByLabel('Birthday or Approximate').fill('2020-06-15')
    await next(10)
    await d.getByLabel('Owner name').fill('Morgan Lee')
    await next(11)
    await d.getByLabel('Phone').fill(phone)
    await tickByKeyboard(page, 'wizard step 11')
    await next(12)
    await d.getByLabel('Email').fill(email)
    await next(14)
    await d.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect.poll(step).toBe('15')
    await expectText(email, phone)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('in Spanish, the same box carries the Spanish words of the one catalogue', async () => {
    const { page, errors } = await open('/form_qr_amcp')
    await page.getByRole('button', { name: 'Español' }).click()
    const box = page.getByRole('checkbox', { name: es.smsConsent })
    await box.waitFor()
    expect(await box.isChecked()).toBe(false)
    expect(await page.getByRole('checkbox', { name: WORDS }).count()).toBe(0)
    await expectNoAxeViolations(page, 'qr-dental in Spanish')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
