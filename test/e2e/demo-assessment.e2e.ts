import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { en } from '../../src/text/en'
import { es } from '../../src/text/es'
import { formatPhone } from '../../src/text/formatPhone'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { fillAssessment, owner, pickOption, sentHealthPet, sentPet } from './support/fillAssessment'
import { withDemoHost } from './support/suite'

/**
 * Assessments end to end: the 'health' and 'dental' widgets on the real demo host (pages, reference
 * API on PGlite, workers, built-in SMTP server) store the submission, and the owner's assessment
 * e-mail and the clinic's lead notification arrive in the outbox within seconds. An owner whose
 * words name an emergency reads, on a phone, the call-now notice with a tel: link inside the
 * 'Completed' modal, in English and Spanish, and the acknowledgement's subject says to call now.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

interface Row {
  id: string
  kind: string
  clinic_id: string | null
  data: Record<string, unknown>
  result_text: string | null
  result_engine: string | null
}

/** The stored submission for `email`, once the assessment job has written its result. */
async function assessedRow(email: string): Promise<Row> {
  let row: Row | undefined
  await expect
    .poll(
      async () => {
        ;[row] = await host.server.deps.db.query<Row>(
          "SELECT id, kind, clinic_id, data, result_text, result_engine FROM submissions WHERE data->>'email' = $1",
          [email],
        )
        return row?.result_text ?? null
      },
      { timeout: 15_000, interval: 250 },
    )
    .not.toBeNull()
  return row!
}

/** The e-mail to `to` whose subject matches, as soon as the demo's SMTP server has it. */
async function mailTo(to: string, subject: RegExp) {
  let found: Awaited<ReturnType<DemoHost['outbox']>>[number] | undefined
  await expect
    .poll(
      async () => {
        found = (await host.outbox()).find((m) => m.to === to && subject.test(m.subject))
        return !!found
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true)
  return found!
}

/**
 * The stored submission of `kind` for `email`, assessed by the offline engine, and the owner's
 * e-mail: it carries the engine's own text word for word and its plain note that no model wrote it.
 */
async function assessedOffline(email: string, kind: string) {
  const row = await assessedRow(email)
  expect(row.kind).toBe(kind)
  expect(row.result_engine).toBe('offline')
  const mail = await mailTo(email, /assessment for Rex/)
  expect(mail.text.replace(/\r\n/g, '\n')).toContain(row.result_text!.trim())
  expect(mail.text).toMatch(/No AI model was used/)
  return { row, mail }
}

async function submitForm(path: string, opts: { health: boolean; email: string; button: string }) {
  const { page, errors } = await newPage(browser, { width: 1024, height: 900 }, { bypassCSP: false })
  const res = await page.goto(`${host.origin}${path}`)
  expect(res?.status()).toBe(200)
  await page.getByLabel('Pet name').waitFor()
  await fillAssessment(page, { health: opts.health })
  await page.getByLabel('Email').fill(opts.email)
  await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
  const started = Date.now()
  await page.getByRole('button', { name: opts.button }).click()
  const dialog = page.getByRole('dialog', { name: 'Completed' })
  await dialog.waitFor({ timeout: 15_000 })
  expect(await dialog.textContent()).toContain(`An email has been sent to ${opts.email}`)
  expect(errors).toEqual([])
  await page.context().close()
  return started
}

describe('assessments on the demo host', () => {
  it("'health' on /main_form: stored, assessed offline, e-mailed to the owner and the clinic", async () => {
    const email = 'health.owner@example.com'
    const started = await submitForm('/main_form', { health: true, email, button: 'Free AI Pet Health Assessment' })

    const { row, mail } = await assessedOffline(email, 'health')
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(row.data).toMatchObject({
      ...sentHealthPet,
      owner_name: owner.owner_name,
      phone_number: owner.phone_number,
      additional_info: owner.additional_info,
    })
    expect(mail.text).toMatch(/Labrador Retriever/)
    expect(mail.html).toContain('Rex')

    // The owner's ZIP (94566) is Pleasanton's: the lead is routed to the partner nearest the owner's ZIP.
    const lead = await mailTo('leads@pleasanton.example.org', /New lead: Pet health assessment \(Pleasanton Pet Care\)/)
    expect(lead.text).toContain(row.id)
    expect(lead.text).toContain(email)
    // The clinic reads the phone as the workspace writes it: (925) 555-0123.
    expect(lead.text).toContain(formatPhone(owner.phone_number))
  })

  it("'dental' on /dentipet: stored, assessed offline, e-mailed to the owner and the clinic", async () => {
    const email = 'dental.owner@example.com'
    await submitForm('/dentipet', { health: false, email, button: 'Free AI Dental Assessment' })

    const { row } = await assessedOffline(email, 'dental')
    expect(row.data).toMatchObject({ ...sentPet, owner_name: owner.owner_name, phone_number: owner.phone_number })
    expect(row.data).not.toHaveProperty('weight')

    const lead = await mailTo('leads@pleasanton.example.org', /New lead: Dental assessment \(Pleasanton Pet Care\)/)
    expect(lead.text).toContain(row.id)
    expect(lead.text).toContain(email)
  })

  it('lists both e-mails on the /outbox page a newcomer reads', async () => {
    const { page } = await newPage(browser, undefined, { bypassCSP: false })
    await page.goto(`${host.origin}/outbox`)
    const subjects = await page.getByRole('link', { name: /Your PetLead assessment for Rex/ }).count()
    expect(subjects).toBe(2)
    await page
      .getByRole('link', { name: /Your PetLead assessment for Rex/ })
      .first()
      .click()
    await page.getByRole('heading', { name: /Your PetLead assessment for Rex/ }).waitFor()
    expect(await page.locator('pre.mail-text').textContent()).toMatch(/No AI model was used/)
    await page.context().close()
  })
})

/** A blocked male cat, in the owner's own words, on /main_form at a phone's width, in `lang`. */
async function blockedCat(lang: 'en' | 'es', email: string) {
  const t = lang === 'es' ? es : en
  // CSP bypassed so axe can be injected (the CSP suite checks the page's policy).
  const { page, errors } = await newPage(browser, { width: 390, height: 844 })
  await page.goto(`${host.origin}/main_form`)
  await page.getByLabel('Pet name').waitFor()
  if (lang === 'es') await page.getByRole('button', { name: 'Español' }).click()
  await page.getByLabel(t.labels.petName).fill('Milo')
  await page.getByLabel(t.labels.petType).selectOption('cat')
  await pickOption(
    page,
    t.labels.breeds,
    lang === 'es' ? 'corto' : 'short',
    lang === 'es' ? 'Doméstico de pelo corto' : 'Domestic Shorthair',
  )
  await page.getByLabel(t.labels.weight).fill('11')
  await page.getByRole('radio', { name: t.options.gender.male, exact: true }).check()
  await page.getByRole('radio', { name: t.options.neutered.yes, exact: true }).check()
  await page.getByLabel(t.labels.birthday).fill('2020-03-01')
  await page
    .getByLabel(t.labels.additionalInfo)
    .fill(
      lang === 'es'
        ? 'Mi gato macho entra y sale del arenero, no le sale nada de pipí y llora mucho'
        : 'my male cat keeps going to the litter box and nothing comes out, crying',
    )
  await page.getByLabel(t.labels.zip).fill('94566')
  await page.getByLabel(t.labels.ownerName).fill('Dana Reyes')
  await page.getByLabel(t.labels.email).fill(email)
  await page.getByLabel(t.labels.phone).fill('9255550123')
  await page.getByRole('checkbox', { name: new RegExp(t.acknowledgement.text.slice(0, 30)) }).check()
  await page.getByRole('button', { name: t.submit.health }).click()
  const dialog = page.getByRole('dialog', { name: t.modal.completed })
  await dialog.waitFor({ timeout: 15_000 })
  return { page, errors, dialog, t }
}

describe('an emergency told on screen (/main_form, 390 px)', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: the Completed modal keeps its words, then says to call now with the number as a tel: link`, async () => {
      const email = `blocked.cat.${lang}@example.com`
      const { page, errors, dialog, t } = await blockedCat(lang, email)
      // The specification's words first, as they are.
      expect(await dialog.locator('.pl-modal-text').textContent()).toBe(t.modal.completedText(email))
      const alert = dialog.getByRole('alert')
      const notice = (await alert.textContent()) ?? ''
      expect(notice).toMatch(lang === 'es' ? /^Posible emergencia\. .*No espere/ : /^Possible emergency\. .*Do not wait/)
      // The number the notice names (Pleasanton Pet Care's, or the open emergency hospital's at night) is one tap away.
      const link = alert.getByRole('link')
      const label = (await link.textContent()) ?? ''
      expect(notice).toContain(label)
      expect(await link.getAttribute('href')).toBe(`tel:+1${label.replace(/\D/g, '')}`)
      expect(await link.isVisible()).toBe(true)
      // Keyboard: Accept has the focus; one Shift+Tab reaches the call link, with a visible focus ring.
      const focused = () =>
        page.evaluate(() => {
          let a = document.activeElement
          while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement
          return a?.textContent ?? ''
        })
      await expect.poll(focused).toBe(t.modal.accept)
      await page.keyboard.press('Shift+Tab')
      await expect.poll(focused).toBe(label)
      expect(await link.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none')
      await expectNoAxeViolations(page, `emergency in the Completed modal (${lang})`)
      expect(errors).toEqual([])
      await page.context().close()

      // The acknowledgement's subject says to call now, not to wait, and its first words name the sign read.
      const ack = await host.waitForMail((m) => m.to === email && /^(Possible emergency: call|Posible emergencia: llame)/.test(m.subject))
      expect(ack.text.trimStart()).toMatch(
        lang === 'es'
          ? /^Lo que usted describe \(esfuerzo para orinar o incapacidad para orinar\) puede ser una emergencia/
          : /^What you describe \(straining or unable to pee\) may be an emergency/,
      )
    })
  }
})
