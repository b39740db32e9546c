import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { fillAssessment, owner, sentHealthPet, sentPet } from './support/fillAssessment'
import { withDemoHost } from './support/suite'

/**
 * Assessments end to end: the 'health' and 'dental' widgets on the real demo host (pages, reference
 * API on PGlite, workers, built-in SMTP server) store the submission, and the owner's assessment
 * e-mail and the clinic's lead notification arrive in the outbox within seconds.
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
    expect(lead.text).toContain(owner.phone_number)
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
