import { beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { FORM_NAMES } from '../../src/formNames'
import { serveAltcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { CLINIC_OF, WIDGETS, fixtureUrl, plainOwner } from './fixtures/widgets'
import { pngFile } from './support/images'
import { withApiDouble } from './support/suite'

/**
 * Accessibility under stress. Widgets are completed with the keyboard alone
 * (page.keyboard only: Tab, Shift+Tab, Space, Enter, arrows, typing; no click, no fill), and axe
 * reports no WCAG 2.2 A/AA violation in every state: empty, errors shown, success or modal open,
 * and each step of the service-request wizard.
 */

let api: ApiDouble
let browser: Browser

withApiDouble((s) => ({ api, browser } = s))
beforeEach(() => api.reset())

async function open(d: { form: string; clinic?: string; query?: string }): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser)
  await page.goto(fixtureUrl(api.origin, '/page/', d))
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('[data-petlead-form]')?.shadowRoot?.textContent ?? '').trim().length))
    .toBeGreaterThan(0)
  await page.waitForTimeout(300) // lookup lists
  return { page, errors }
}

// ------------------------------------------------ keyboard ------------------------------------------------

/** The focused element, through shadow roots: tag, type, name and its label's text. */
function focused(page: Page) {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement
    const el = a as HTMLInputElement | null
    return {
      tag: el?.tagName ?? '',
      type: el?.getAttribute('type') ?? '',
      name: el?.getAttribute('name') ?? '',
      role: el?.getAttribute('role') ?? '',
      label: ((el?.labels?.[0]?.textContent ?? el?.getAttribute('aria-label') ?? el?.textContent ?? '') as string).trim(),
      checked: !!el?.checked,
      value: el?.value ?? '',
    }
  })
}
type Focus = Awaited<ReturnType<typeof focused>>

/** Press Tab (or Shift+Tab) until the focused element matches; fails after 25 presses. */
async function tabTo(page: Page, match: (f: Focus) => boolean, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focus> {
  const visited: string[] = []
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(key)
    const f = await focused(page)
    if (match(f)) return f
    visited.push(`${f.tag}:${f.name || f.label.slice(0, 30)}`)
  }
  throw new Error(`never reached the wanted element with ${key}; visited: ${[...new Set(visited)].join(', ')}`)
}
const byName = (n: string) => (f: Focus) => f.name === n
const byLabel = (re: RegExp) => (f: Focus) => re.test(f.label)

async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, byName(name))
  await page.keyboard.type(text)
}

describe('keyboard alone', () => {
  it('health: every field, the breed combobox, radios with arrows, then Enter on submit shows the Completed dialog', async () => {
    const { page, errors } = await open({ form: 'health' })
    await typeInto(page, 'pet_name', 'Rex')
    await tabTo(page, byName('pet_type'))
    await page.keyboard.type('Do') // a closed <select> picks by typing: "Dog"
    expect((await focused(page)).value).toBe('dog')
    // The breed list of the chosen type is loaded before typing into the combobox.
    await expect.poll(() => api.requests.some((r) => r.path === '/dog_breed')).toBe(true)
    await page.waitForTimeout(200)
    await tabTo(page, (f) => f.role === 'combobox' && /Breed/.test(f.label))
    await page.keyboard.type('lab')
    await page.getByRole('option', { name: 'Labrador Retriever', exact: true }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await typeInto(page, 'weight', '42.5')
    // Radio groups: Space checks the focused one, arrows move the choice.
    await tabTo(page, byName('gender'))
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowLeft')
    expect(await focused(page)).toMatchObject({ name: 'gender', checked: true, label: 'Male' })
    await tabTo(page, byName('birthday'))
    await page.keyboard.type('04122019')
    await tabTo(page, byName('neutered_or_spayed'))
    await page.keyboard.press('Space')
    expect((await focused(page)).checked).toBe(true)
    await typeInto(page, 'additional_info', plainOwner.text)
    await typeInto(page, 'zip_code', '94566')
    await typeInto(page, 'owner_name', plainOwner.owner)
    await typeInto(page, 'email', plainOwner.email)
    await typeInto(page, 'phone_number', plainOwner.phone)
    // Shift+Tab goes back a field and Tab forward again.
    expect((await tabTo(page, byName('email'), 'Shift+Tab')).value).toBe(plainOwner.email)
    await tabTo(page, byName('phone_number'))
    await tabTo(page, byName('ack'))
    await page.keyboard.press('Space')
    expect((await focused(page)).checked).toBe(true)
    await tabTo(page, (f) => f.tag === 'BUTTON' && /Free AI Pet Health Assessment/.test(f.label))
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/pet')?.body as Record<string, unknown>
    expect(sent).toBeTruthy()
    expect(JSON.stringify(sent)).toContain('Labrador Retriever')
    expect(JSON.stringify(sent)).toContain('2019-04-12')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('contact: Tab through every field and Enter on Submit sends the message', async () => {
    const { page, errors } = await open({ form: 'contact' })
    await typeInto(page, 'name', plainOwner.owner)
    await typeInto(page, 'company', plainOwner.pet)
    await typeInto(page, 'phone', plainOwner.phone)
    await typeInto(page, 'email', plainOwner.email)
    await typeInto(page, 'comment', plainOwner.text)
    expect((await tabTo(page, byName('company'), 'Shift+Tab')).value).toBe(plainOwner.pet)
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.label === 'Submit')
    await page.keyboard.press('Enter')
    await page.getByRole('img', { name: 'Message sent' }).waitFor()
    expect(api.requests.filter((r) => r.path === '/contact')).toHaveLength(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('recover-password: every step with Enter, to the changed-password message', async () => {
    const { page, errors } = await open({ form: 'recover-password' })
    await typeInto(page, 'email', plainOwner.email)
    await page.keyboard.press('Enter')
    await page
      .locator('[data-petlead-form]')
      .getByLabel(/^6-digit code/)
      .waitFor()
    expect(api.requests.some((r) => r.method === 'POST')).toBe(true)
    // Step 2 on: focus goes to the new step's field or stays on the form; Tab reaches it either way.
    const code = await focused(page)
    if (!/6-digit code/.test(code.label)) await tabTo(page, byLabel(/6-digit code/))
    await page.keyboard.type('123456')
    await page.keyboard.press('Enter')
    await page
      .locator('[data-petlead-form]')
      .getByLabel(/^New password/)
      .waitFor()
    if (!/^New password/.test((await focused(page)).label)) await tabTo(page, byLabel(/^New password/))
    await page.keyboard.type('Correct horse 1')
    await tabTo(page, byLabel(/^Confirm new password/))
    await page.keyboard.type('Correct horse 1')
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('service-request: Enter opens the wizard, the first three steps go by keyboard, Escape closes it', async () => {
    const { page, errors } = await open({ form: 'service-request' })
    await tabTo(page, (f) => f.tag === 'BUTTON' && /Request a low-cost service/.test(f.label))
    await page.keyboard.press('Enter')
    const wizard = page.getByRole('dialog', { name: 'Request a low-cost service' })
    await wizard.waitFor()
    const step = () => wizard.locator('form[data-step]').getAttribute('data-step').then(Number)
    expect(await step()).toBe(1)
    if (!/Zip code/.test((await focused(page)).label)) await tabTo(page, byLabel(/^Zip code/))
    await page.keyboard.type('94103')
    await page.keyboard.press('Enter')
    await expect.poll(step).toBe(2)
    if (!/Pet name/.test((await focused(page)).label)) await tabTo(page, byLabel(/^Pet name/))
    await page.keyboard.type(plainOwner.pet)
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.label === 'Next')
    await page.keyboard.press('Enter')
    await expect.poll(step).toBe(3)
    if (!/^Service/.test((await focused(page)).label)) await tabTo(page, byLabel(/^Service/))
    await page.keyboard.type('Ski') // a closed <select> picks by typing: "Skin rash"
    expect((await focused(page)).value).toBe('skin_rash')
    await tabTo(page, byLabel(/^Describe the treatment/))
    await page.keyboard.type(plainOwner.text)
    // Back with Shift+Tab to the service choice, then forward to Next.
    expect((await tabTo(page, byLabel(/^Service/), 'Shift+Tab')).value).not.toBe('')
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.label === 'Next')
    await page.keyboard.press('Enter')
    await expect.poll(step).toBe(4)
    // The wizard is a showModal() dialog: Tab cycles through it and out to the browser's own UI
    // (document.body), never into the host page's content.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => {
          const a = document.activeElement
          return !a || a === document.body || a.hasAttribute('data-petlead-form')
        }),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await wizard.waitFor({ state: 'detached' })
    // Closed, the wizard hands focus back to the button that opened it, never to the page.
    const back = await focused(page)
    expect([back.tag, back.label]).toEqual(['BUTTON', expect.stringMatching(/Request a low-cost service/)])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

// ------------------------------------------------ axe ------------------------------------------------

/** How to make each widget show its errors: press what sends or advances with nothing filled. */
const SHOW_ERRORS: Partial<Record<(typeof FORM_NAMES)[number], (page: Page) => Promise<void>>> = {
  health: async (page) => {
    // The send button waits for the acknowledgement; with it ticked and nothing else, errors show.
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await page.getByRole('button', { name: 'Free AI Pet Health Assessment' }).click()
  },
  dental: async (page) => {
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await page.getByRole('button', { name: 'Free AI Dental Assessment' }).click()
  },
  'clinic-health': (page) => page.getByRole('button', { name: 'Next' }).click(),
  'clinic-dental': (page) => page.getByRole('button', { name: 'Next' }).click(),
  'kiosk-dental': async (page) => {
    // Next waits for the consent; with it ticked and nothing else, errors show.
    await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
  },
  'qr-dental': (page) => page.locator('[data-petlead-form] button[type=submit]').click(),
  'service-request': async (page) => {
    await page.getByRole('button', { name: 'Request a low-cost service' }).first().click()
    await page.getByRole('dialog', { name: 'Request a low-cost service' }).getByRole('button', { name: 'Next', exact: true }).click()
  },
  contact: (page) => page.getByRole('button', { name: 'Submit' }).click(),
  'recover-password': (page) => page.getByRole('button', { name: 'Continue' }).click(),
  'ai-test': (page) => page.getByRole('button', { name: 'Ask the model' }).click(),
}

describe('axe: no WCAG 2.2 A/AA violation', () => {
  it.each([...FORM_NAMES])('%s: empty, then with its errors shown', async (form) => {
    const { page, errors } = await open({ form, clinic: CLINIC_OF[form] })
    await expectNoAxeViolations(page, `${form}, empty`)
    const show = SHOW_ERRORS[form]
    if (show) {
      await show(page)
      // The errors are really on screen (invalid fields or an alert), then axe checks them.
      await expect
        .poll(() => page.locator('[data-petlead-form] [aria-invalid="true"], [data-petlead-form] [role="alert"]').count())
        .toBeGreaterThan(0)
      await expectNoAxeViolations(page, `${form}, errors shown`)
    } else {
      // clinic-results opens its modal at once: the empty state above is the modal-open state.
      expect(await page.getByRole('dialog').count()).toBeGreaterThan(0)
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(WIDGETS.filter((d) => d.form !== 'service-request').map((d) => [d.form, d] as const))(
    '%s: success state (modal where it has one)',
    async (_form, d) => {
      if (d.captcha) serveAltcha(api, 99, 500)
      const { page, errors } = await open(d)
      await d.fill(page, plainOwner, { photo: false })
      await expectNoAxeViolations(page, `${d.form}, filled`)
      await d.send(page)
      await d.success(page).waitFor()
      await page.waitForTimeout(300) // dialog transition
      await expectNoAxeViolations(page, `${d.form}, success`)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it('service-request: every wizard step and the result', async () => {
    const { page, errors } = await open({ form: 'service-request' })
    await page.getByRole('button', { name: 'Request a low-cost service' }).first().click()
    const d = page.getByRole('dialog', { name: 'Request a low-cost service' })
    await d.waitFor()
    const progress = () => d.locator('form[data-step]').getAttribute('data-step').then(Number)
    const next = async (to: number) => {
      await d.getByRole('button', { name: 'Next', exact: true }).click()
      await expect.poll(progress).toBe(to)
    }
    const seen: number[] = []
    const check = async () => {
      const n = await progress()
      seen.push(n)
      await expectNoAxeViolations(page, `service-request, step ${n}`)
    }
    // Each step: axe on the empty step, fill it (as the shared driver does), then Next.
    const steps: Array<() => Promise<unknown>> = [
      () => d.getByLabel('Zip code').fill('94103'),
      () => d.getByLabel('Pet name').fill(plainOwner.pet),
      async () => {
        await d.getByLabel('Service').selectOption('skin_rash')
        await d.getByLabel('Describe the treatment your pet needs').fill(plainOwner.text)
        await d.getByRole('checkbox', { name: "Analyze my pet's photo with AI" }).check()
      },
      () => d.getByLabel('Pet type').selectOption('dog'),
      async () => {
        const box = page.getByRole('combobox', { name: 'Breed (Max 2)' })
        await box.click()
        await box.fill('bea')
        await page.getByRole('option', { name: 'Beagle', exact: true }).click()
      },
      () => d.getByLabel('Weight (lbs)').fill('12.5'),
      () => d.getByRole('radio', { name: 'Male', exact: true }).check(),
      () => d.getByRole('radio', { name: 'Yes' }).check(),
      () => d.getByLabel('Birthday or Approximate').fill('2019-04-02'),
      () => d.getByLabel('Owner name').fill(plainOwner.owner),
      () => d.getByLabel('Phone').fill(plainOwner.phone),
      () => d.getByLabel('Email').fill(plainOwner.email),
      async () => {
        await d.getByLabel('Photo of the affected area').setInputFiles(pngFile('rex.png', 320, 240))
        await d.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
      },
    ]
    for (let i = 0; i < steps.length; i++) {
      await check()
      await steps[i]()
      await next(i + 2)
    }
    await check() // the review step before Submit
    await d.getByRole('button', { name: 'Submit', exact: true }).click()
    await d.locator('.pl-html:not([aria-busy])').waitFor()
    await check() // the result step
    expect(seen.length).toBeGreaterThanOrEqual(15)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
