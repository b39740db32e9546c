import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { es } from '../../src/text/es'
import { serverText } from '../../server/text/serverText'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { fillSpanishPet, sendSpanishOwner, pickOption } from './support/fillAssessment'
import { logIn } from './support/logIn'
import { withWebhookReceiver, type WebhookReceiver } from './support/suite'

/**
 * Triage end to end on the real demo host: a Spanish-speaking owner describes a blocked male cat
 * in their own words on Willow's clinic-health widget. The widget shows the emergency notice with
 * the clinic's phone, in Spanish, with its thank-you; the lead is in Willow's workspace at the top,
 * marked Emergency; and the clinic's webhook receives `urgency: "emergency"`.
 */
let host: DemoHost, browser: Browser, receiver: WebhookReceiver
let secret = 'whsec_AAAA'
withWebhookReceiver(
  () => secret,
  (s) => ({ host, browser, receiver } = s),
)

async function addWebhook(page: Page) {
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Webhooks' }).click()
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor()
  await page.getByLabel('Endpoint URL').fill(receiver.url)
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  const shown = page.locator('.ws-secret code')
  await shown.waitFor()
  secret = (await shown.textContent())!
}

describe('triage, Spanish owner, blocked male cat', () => {
  it('shows the emergency notice with the clinic phone in Spanish, puts the lead at the top as Emergency, and the webhook says urgency "emergency"', async () => {
    const staff = await newPage(browser)
    await logIn(staff.page, host.origin, { landing: (p) => p.getByRole('navigation', { name: 'Workspace' }) })
    await addWebhook(staff.page)

    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto(`${host.origin}/form_Willow`)
    await page.getByLabel('Owner name').waitFor()
    await page.getByRole('button', { name: 'Español' }).click()
    await page.getByLabel(es.labels.ownerName).fill('Rosa Martínez')
    await page.getByLabel(es.labels.petName).fill('Michi')
    await page.getByLabel(es.labels.email).fill('rosa.martinez@example.com')
    await page.getByLabel(es.labels.phone).fill('(925) 555-0177')
    const issue = page.getByRole('combobox', { name: es.clinic.issue })
    await issue.click()
    // The issue list comes from the demo host's database; its Spanish label is 'Vías urinarias'.
    await issue.fill('urin')
    await page
      .getByRole('option', { name: /urinari/i })
      .first()
      .click()
    await page.getByRole('button', { name: es.steps.next }).click()
    await page.getByLabel(es.labels.petType).selectOption('cat')
    await pickOption(page, es.labels.breeds, 'corto', 'Doméstico de pelo corto')
    await page.getByLabel(es.labels.birthday).fill('2020-03-01')
    await page.getByLabel(es.labels.weight).fill('11')
    await page.getByRole('radio', { name: es.options.gender.male, exact: true }).check()
    await page.getByRole('radio', { name: es.options.neutered.yes, exact: true }).check()
    await page.getByRole('button', { name: es.steps.next }).click()
    await page.getByLabel(es.labels.zip).fill('94566')
    await page.getByLabel(es.labels.additionalInfo).fill('Mi gato entra y sale del arenero, no le sale nada de pipí y llora mucho')
    await page.getByRole('checkbox', { name: new RegExp(es.acknowledgement.text.slice(0, 30)) }).check()
    await page.getByRole('checkbox', { name: es.captcha.label }).check()
    await page.getByText(es.captcha.verified).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: es.submit.health }).click()

    const thanks = page.getByRole('dialog', { name: es.clinic.thanksTitle })
    await thanks.waitFor({ timeout: 20_000 })
    const alert = thanks.getByRole('alert')
    const notice = (await alert.textContent()) ?? ''
    expect(notice).toContain('Posible emergencia')
    expect(notice).toContain('llame ahora a Willow Veterinary Hospital al (562) 555-0142')
    // The number is a link a phone dials.
    expect(await alert.getByRole('link', { name: '(562) 555-0142' }).getAttribute('href')).toBe('tel:+15625550142')
    expect(errors).toEqual([])

    // The workspace: newest lead first, marked Emergency.
    await staff.page.goto(`${host.origin}/workspace`)
    const first = staff.page.locator('li.ws-lead').first()
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain('Michi')
    expect(await first.textContent()).toContain('Emergency')

    const until = Date.now() + 15_000
    const created = () => receiver.got.find((g) => (g.verified as { type?: string } | null)?.type === 'lead.created')
    while (!created() && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    const event = created()!.verified as {
      data: { lead: { urgency: string; pet: { name: string }; triage: { signs: Array<{ rule: string }> } } }
    }
    expect(event.data.lead.pet.name).toBe('Michi')
    expect(event.data.lead.urgency).toBe('emergency')
    expect(event.data.lead.triage.signs.map((s) => s.rule)).toContain('urinary-blockage')
  })
})

describe('triage, Spanish owner, a danger sign ticked on the checklist', () => {
  it('on a phone, Tab reaches the checklist and Space ticks a sign; axe is clean; the notice names the ticked sign', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await fillSpanishPet(page, host.origin)
    // Words that name no emergency: only the ticked box makes this one.
    await page.getByLabel(es.labels.additionalInfo).fill('Está un poco rara hoy')

    const checklist = page.getByRole('group', { name: es.dangerSigns.question })
    const boxes = checklist.getByRole('checkbox')
    expect(await boxes.count()).toBe(11)
    for (let i = 0; i < 11; i++) expect(await boxes.nth(i).isChecked()).toBe(false)
    await expectNoAxeViolations(page, 'health form with the danger-sign checklist, Spanish, phone width')

    // From the description, Tab moves to the first box, then the next; Space ticks the one with focus.
    await page.getByLabel(es.labels.additionalInfo).focus()
    await page.keyboard.press('Tab')
    const breathing = checklist.getByRole('checkbox', { name: es.dangerSigns.signs.breathing })
    expect(await breathing.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    const collapse = checklist.getByRole('checkbox', { name: es.dangerSigns.signs.collapse })
    expect(await collapse.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    // The focused box shows its focus ring.
    expect(await collapse.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid')
    await page.keyboard.press('Space')
    expect(await collapse.isChecked()).toBe(true)
    expect(await breathing.isChecked()).toBe(false)

    await sendSpanishOwner(page, 'lucia.checklist@example.com')

    const done = page.getByRole('dialog', { name: es.modal.completed })
    await done.waitFor({ timeout: 20_000 })
    const notice = (await done.getByRole('alert').textContent()) ?? ''
    expect(notice).toContain('Posible emergencia')
    // "Collapsed or cannot stand" is named by its flag's words, in Spanish.
    expect(notice).toContain(serverText('es').flags.seizure.sign)
    expect(await done.getByRole('alert').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
