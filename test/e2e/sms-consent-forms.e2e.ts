import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { en } from '../../src/text/en'
import { es } from '../../src/text/es'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { waitForWidgets, type DemoHost } from './support/demoHost'
import { answerWizard } from './support/bookVisit'
import { currentStep, fillAssessment, fillClinicDental, fillClinicOwnerStep, fillKioskPetStep, pickOption } from './support/fillAssessment'
import { withDemoHost } from './support/suite'
import { solveCaptcha } from './support/solveCaptcha'

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
  // The click that sends the form returns before the server has stored it: wait for the row, not for a guess.
  const read = async () =>
    (
      await host.server.deps.db.query<{ data: Record<string, unknown>; sms_consent_version: string | null }>(
        "SELECT data, sms_consent_version FROM submissions WHERE data->>'email' = $1",
        [email],
      )
    )[0]
  await expect.poll(async () => (await read()) !== undefined, { timeout: 20_000, interval: 250 }).toBe(true)
  const row = await read()
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

/** One form that asks for a phone: where it lives, and how an owner fills and sends it, ticking the box with `tick` once the phone is typed. */
interface PhoneForm {
  /** The test's name. */
  name: string
  path: string
  /** Names its own address, `sms.<id>@example.com`; each form also texts its own mobile number, so each text is its own. */
  id: string
  send(page: Page, a: { email: string; phone: string; tick: () => Promise<void> }): Promise<void>
}

const forms: PhoneForm[] = [
  {
    name: "'dental' (/dentipet)",
    path: '/dentipet',
    id: 'dental',
    async send(page, { email, phone, tick }) {
      await fillAssessment(page, { health: false })
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Phone').fill(phone)
      await tick()
      await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
      await page.getByRole('button', { name: 'Free AI Dental Assessment' }).click()
    },
  },
  {
    name: "'clinic-dental' (step 2)",
    path: '/form_dental_willow',
    id: 'clinic-dental',
    async send(page, { email, phone, tick }) {
      await fillClinicDental(page, { email, phone })
      await tick()
      await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
      await solveCaptcha(page)
      await page.getByRole('button', { name: 'Free AI Dental Assessment' }).click()
    },
  },
  {
    name: "'kiosk-dental' (the owner's step)",
    path: '/form_dental_Willow_Park',
    id: 'kiosk',
    async send(page, { email, phone, tick }) {
      await fillClinicOwnerStep(page, { email, phone })
      await tick()
      await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
      await page.getByRole('button', { name: 'Next' }).click()
      await expect.poll(() => currentStep(page)).toContain('Step 2 of 2')
      await fillKioskPetStep(page)
      await page.getByRole('button', { name: 'Submit' }).click()
    },
  },
  {
    name: "'qr-dental' (/form_qr_amcp, multipart)",
    path: '/form_qr_amcp',
    id: 'qr',
    async send(page, { email, phone, tick }) {
      await fillClinicOwnerStep(page, { email, phone })
      await tick()
      await page.getByLabel('Pet type').selectOption('Dog')
      await pickOption(page, 'Breed', 'bea', 'Beagle')
      await page.getByLabel('Birthday or Approximate').fill('2019-04-12')
      await page.getByRole('radio', { name: '4' }).check()
      await page.getByRole('button', { name: 'Submit' }).click()
    },
  },
  {
    name: 'the service-request wizard (the phone question)',
    path: '/',
    id: 'wizard',
    async send(page, { email, phone, tick }) {
      // Spay or neuter: a fixed service, so the wizard skips the neutering question.
      const who = { zip: '94588', pet: 'Biscuit', owner: 'Morgan Lee', phone, email }
      const pet = { service: 'spay_neuter', weight: '18', gender: 'female', neutered: null, birthday: '2020-06-15' } as const
      await answerWizard(page, en, { ...who, ...pet }, { atPhone: tick })
    },
  },
]

describe('text-message consent on every form that asks for a phone', () => {
  forms.forEach((form, i) => {
    it(form.name, async () => {
      const { page, errors } = await open(form.path)
      const email = `sms.${form.id}@example.com`
      const phone = String(9255550131 + i)
      await form.send(page, { email, phone, tick: () => tickByKeyboard(page, form.name) })
      await expectText(email, phone)
      expect(errors).toEqual([])
      await page.context().close()
    })
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
