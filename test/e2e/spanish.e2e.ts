import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { es } from '../../src/text/es'
import { STRICT_CSP, startApiDouble, type ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { startDemoHost, waitForWidgets, type DemoHost } from './support/demoHost'
import { fillAssessment, fillSpanishPet, sendSpanishOwner, owner, pickOption, sentHealthPet } from './support/fillAssessment'
import { withServers } from './support/suite'

/**
 * In Chromium, the widgets speak Spanish when the page or the owner asks, fetch the
 * Spanish text only then (dist/petlead-es.js, integrity-checked, under a strict CSP with Trusted
 * Types), keep every typed value across a switch, stay axe-clean, and the reference server
 * answers a Spanish owner in Spanish while the clinic's lead stays English.
 */

let api: ApiDouble, host: DemoHost, browser: Browser

function page(body: string, lang: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>es</title></head><body><main><h1>PetLead</h1>${body}</main>
<script src="/dist/petlead.loader.js" data-api-base="/api"></script></body></html>`
}

withServers(
  async () => {
    const [api, host] = await Promise.all([startApiDouble(), startDemoHost()])
    return { api, host }
  },
  (s) => {
    ;({ api, host, browser } = s)
    const csp = { 'Content-Security-Policy': STRICT_CSP }
    api.page('/es/html-lang', page('<div data-petlead-form="health"></div><div data-petlead-form="contact"></div>', 'es-MX'), csp)
    api.page('/es/english', page('<div data-petlead-form="health"></div>', 'en'), csp)
    api.page('/es/data-lang', page('<div data-petlead-form="contact" data-lang="es"></div>', 'en-US'), csp)
  },
)

/** Opens one of the double's pages above in a context that obeys its strict CSP (`newPage` turns CSP off, for axe). */
async function openUnderCsp(path: string) {
  const opened = await newPage(browser, undefined, { bypassCSP: false })
  await opened.page.goto(`${api.origin}${path}`)
  return opened
}

const widget = (p: Page, form: string) => p.locator(`[data-petlead-form="${form}"]`)
const rootLang = (p: Page, form: string) => widget(p, form).locator('.pl-root').getAttribute('lang')
const esHits = () => api.distHits.filter((h) => h === '/dist/petlead-es.js').length

describe('choosing the language', () => {
  it('an English page never fetches the Spanish file', async () => {
    api.distHits.length = 0
    const { page, errors } = await openUnderCsp('/es/english')
    await page.getByLabel('Pet name').waitFor()
    await page.getByLabel('Pet type').selectOption('dog')
    await page.getByRole('button', { name: /^\+?Medical Information/ }).click()
    await page.getByRole('combobox', { name: 'Breed (Max 2)' }).click()
    await page.getByRole('option', { name: 'Beagle', exact: true }).waitFor()
    expect(await rootLang(page, 'health')).toBe('en')
    expect(api.distHits.length).toBeGreaterThan(1)
    expect(esHits()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('<html lang="es-MX"> selects Spanish with no option: one checked fetch for two widgets, under a strict CSP with Trusted Types', async () => {
    api.distHits.length = 0
    api.requests.length = 0
    const { page, errors } = await newPage(browser, undefined, { bypassCSP: false })
    const consoleErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    await page.goto(`${api.origin}/es/html-lang`)
    await page.getByLabel(es.labels.petName).waitFor()
    await widget(page, 'contact').getByLabel(es.contact.name).waitFor()
    expect(await rootLang(page, 'health')).toBe('es')
    expect(await rootLang(page, 'contact')).toBe('es')
    expect(await page.getByRole('button', { name: 'Español' }).first().getAttribute('aria-pressed')).toBe('true')
    expect(esHits()).toBe(1)
    expect(await page.getByText(es.submit.health).count()).toBe(1)

    await page.getByLabel(es.labels.petType).selectOption('dog')
    await page.getByRole('combobox', { name: es.labels.breeds }).click()
    await page.getByRole('option', { name: 'Beagle', exact: true }).waitFor()
    const breeds = api.requests.find((r) => r.path === '/dog_breed')!
    expect(breeds.headers['accept-language']).toBe('es')
    await page.keyboard.press('Escape')

    expect(errors).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('is axe-clean in Spanish, errors on screen included', async () => {
    // axe-core is injected as an inline script, which the strict policy above refuses.
    const { page, errors } = await newPage(browser)
    await page.goto(`${api.origin}/es/html-lang`)
    await page.getByLabel(es.labels.petName).waitFor()
    await page.getByRole('checkbox', { name: new RegExp(es.acknowledgement.text.slice(0, 30)) }).check()
    await page.getByRole('button', { name: es.submit.health }).click()
    await expect.poll(() => page.getByText(es.messages.required, { exact: true }).count()).toBeGreaterThan(3)
    await expectNoAxeViolations(page, 'health and contact in Spanish, with errors')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('data-lang="es" on the element wins over an English page', async () => {
    const { page, errors } = await openUnderCsp('/es/data-lang')
    await widget(page, 'contact').getByLabel(es.contact.comment).waitFor()
    expect(await rootLang(page, 'contact')).toBe('es')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('switching mid-form', () => {
  it('keeps every value typed, re-words the errors, and sends the English values with Accept-Language: es', async () => {
    api.requests.length = 0
    const { page, errors } = await openUnderCsp('/es/english')
    await page.getByLabel('Pet name').waitFor()
    await fillAssessment(page, { health: true })
    await page.getByRole('button', { name: /Medical Information/ }).click()
    await pickOption(page, 'Medications', 'apo', 'Apoquel')
    await pickOption(page, 'Health conditions', 'arth', 'Arthritis')
    await page.getByLabel('Email').fill('not-an-address')
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await page.getByRole('button', { name: 'Free AI Pet Health Assessment' }).click()
    await page.getByText('Please enter a valid email address').waitFor()

    // The switch is reachable and pressed from the keyboard.
    const espanol = page.getByRole('button', { name: 'Español' })
    await espanol.focus()
    await page.keyboard.press('Enter')
    await page.getByLabel(es.labels.petName).waitFor()
    expect(await espanol.getAttribute('aria-pressed')).toBe('true')
    expect(await rootLang(page, 'health')).toBe('es')
    expect(await page.getByText(es.messages.email).count()).toBe(1)
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0)

    const values = {
      [es.labels.petName]: owner.pet_name,
      [es.labels.weight]: owner.weight,
      [es.labels.birthday]: owner.birthday,
      [es.labels.additionalInfo]: owner.additional_info,
      [es.labels.zip]: owner.zip_code,
      [es.labels.ownerName]: owner.owner_name,
      [es.labels.email]: 'not-an-address',
      [es.labels.phone]: owner.phone_number,
    }
    for (const [label, value] of Object.entries(values)) expect(await page.getByLabel(label).inputValue(), label).toBe(value)
    expect(await page.getByLabel(es.labels.petType).inputValue()).toBe('dog')
    expect(await page.getByRole('radio', { name: es.options.gender.male, exact: true }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: es.options.neutered.yes, exact: true }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: new RegExp(es.acknowledgement.text.slice(0, 30)) }).isChecked()).toBe(true)
    const chips = await widget(page, 'health').locator('.pl-chip').allTextContents()
    expect(chips.map((c) => c.replace('×', '').trim())).toEqual(['Labrador Retriever', 'Beagle', 'Apoquel', 'Arthritis'])

    await page.getByLabel(es.labels.email).fill(owner.email)
    await page.getByRole('button', { name: es.submit.health }).click()
    await page.getByRole('dialog', { name: es.modal.completed }).waitFor({ timeout: 15_000 })
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/pet')!
    expect(sent.headers['accept-language']).toBe('es')
    expect(sent.body).toMatchObject({
      ...sentHealthPet,
      email: owner.email,
      medications: ['Apoquel'],
      health_conditions: ['Arthritis'],
    })
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the reference server answers a Spanish owner in Spanish', () => {
  type Mail = Awaited<ReturnType<DemoHost['outbox']>>[number]
  async function mailTo(to: string, subject: RegExp): Promise<Mail> {
    let found: Mail | undefined
    await expect
      .poll(
        async () => {
          found = (await host.outbox()).find((m) => m.to.includes(to) && subject.test(m.subject))
          return !!found
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true)
    return found!
  }

  it('a health submission after switching to Español: a Spanish assessment e-mail, an English lead notification', async () => {
    const { page, errors } = await newPage(browser)
    await fillSpanishPet(page, host.origin)
    await page.getByLabel(es.labels.additionalInfo).fill('Cojea de la pata trasera izquierda desde el domingo')
    await sendSpanishOwner(page, 'lucia.hernandez@example.com')
    const done = page.getByRole('dialog', { name: es.modal.completed })
    await done.waitFor({ timeout: 20_000 })
    expect(await done.textContent()).toContain('lucia.hernandez@example.com')
    await expectNoAxeViolations(page, 'Spanish completed dialog')

    const mail = await mailTo('lucia.hernandez@example.com', /Canela/)
    expect(mail.subject).toBe('Su evaluación de PetLead para Canela')
    expect(mail.text).toMatch(/No se usó ningún modelo de IA/)
    expect(mail.text).not.toMatch(/No AI model was used/)
    const lead = await mailTo('leads@pleasanton.example.org', /New lead: Pet health assessment/)
    expect(lead.text).toContain('lucia.hernandez@example.com')
    expect(lead.subject).not.toMatch(/evaluación/i)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a Spanish wizard run ends on a Spanish estimate', async () => {
    const { page, errors } = await newPage(browser)
    await page.goto(`${host.origin}/`)
    await waitForWidgets(page)
    const sr = widget(page, 'service-request').first()
    // The launcher is one button; the language switch is the first thing inside the wizard it opens.
    expect(await sr.getByRole('button').allTextContents()).toEqual(['Request a low-cost service'])
    await sr.getByRole('button', { name: 'Request a low-cost service' }).click()
    await page.getByRole('dialog', { name: 'Request a low-cost service' }).getByRole('button', { name: 'Español' }).click()
    const d = page.getByRole('dialog', { name: es.serviceRequest.title })
    await d.waitFor()
    const next = async () => d.getByRole('button', { name: es.serviceRequest.next, exact: true }).click()
    // One answer per step, each followed by Next.
    const answers = [
      () => d.getByLabel(es.labels.zip).fill('94588'),
      () => d.getByLabel(es.labels.petName).fill('Canela'),
      () => d.getByLabel(es.serviceRequest.service).selectOption('spay_neuter'),
      () => d.getByLabel(es.labels.petType).selectOption('dog'),
      () => pickOption(page, es.labels.breeds, 'lab', 'Labrador Retriever'),
      () => d.getByLabel(es.labels.weight).fill('18'),
      () => d.getByRole('radio', { name: es.options.gender.female, exact: true }).check(),
      () => d.getByLabel(es.labels.birthday).fill('2020-06-15'),
      () => d.getByLabel(es.labels.ownerName).fill('Lucía Hernández'),
      () => d.getByLabel(es.labels.phone).fill('4155550199'),
      () => d.getByLabel(es.labels.email).fill('lucia.wizard@example.org'),
    ]
    for (const answer of answers) {
      await answer()
      await next()
    }
    await d.getByRole('button', { name: es.submit.submit, exact: true }).click()
    const result = d.locator('.pl-html:not([aria-busy])')
    await result.waitFor({ timeout: 30_000 })
    const text = (await result.textContent()) ?? ''
    expect(text).toMatch(/Precio estimado: \$\d+ - \$\d+/)
    expect(text).toContain('Son solo precios estimados')
    expect(text).not.toMatch(/Estimated price|estimates only/i)
    await expectNoAxeViolations(page, 'Spanish estimate')
    const [row] = await host.server.deps.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM submissions WHERE kind = 'low_cost' AND data->>'email' = $1",
      ['lucia.wizard@example.org'],
    )
    // The values stay the spec's English ones.
    expect(row?.data).toMatchObject({ service: 'spay_neuter', pet_breeds: ['Labrador Retriever'] })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
