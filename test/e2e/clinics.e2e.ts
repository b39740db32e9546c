import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../server/repoRoot'
import { en } from '../../src/text/en'
import { newPage } from './support/browser'
import { waitForWidgets, type DemoHost } from './support/demoHost'
import { answerWizard, wizardDialog } from './support/bookVisit'
import { fillAssessment } from './support/fillAssessment'
import { pngFile } from './support/images'
import { withDemoHost } from './support/suite'

/**
 * Partner clinics and lead routing end to end on the real demo host and its seeded partners (demo/clinics.example.json):
 * the landing page's wizard names the Pleasanton clinic with its own price for a ZIP near it and
 * says honestly when no partner is in range; /main_form from a ZIP near Lancaster e-mails
 * Lancaster's lead address; a clinic imported with `npm run clinics -- import` while the server
 * runs renders its name, logo, theme and results overlay in a widget given only its clinicId.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

const demo = JSON.parse(readFileSync(join(REPO_ROOT, 'demo', 'clinics.example.json'), 'utf8')) as Array<{
  id: string
  name: string
  services: Record<string, { dogSmall: number[] }>
}>

/** Runs the landing page's wizard for an 18 lb dog needing dental care, and returns the result's text. */
async function wizardResult(page: Page, zip: string, email: string): Promise<string> {
  await page.goto(`${host.origin}/`)
  await waitForWidgets(page)
  const who = { zip, pet: 'Biscuit', owner: 'Morgan Lee', phone: '9255550199', email }
  const treatment = 'Tartar on the back teeth, a cleaning'
  const pet = { service: 'dental_care', treatment, weight: '18', gender: 'female', neutered: 'no', birthday: '2020-06-15' } as const
  await answerWizard(page, en, { ...who, ...pet })
  const result = wizardDialog(page, en).locator('.pl-html:not([aria-busy])')
  await result.waitFor({ timeout: 30_000 })
  return (await result.textContent()) ?? ''
}

describe('the partner network on the demo host', () => {
  it('the wizard from ZIP 94588 for dental care shows the Pleasanton clinic with its own price', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 })
    const text = await wizardResult(page, '94588', 'near.pleasanton@example.org')
    const own = demo.find((c) => c.id === 'pleasanton')!.services.dental_care!.dogSmall
    expect(text).toContain('Pleasanton Pet Care, 1.9 miles away (will contact you)')
    expect(text).toContain(`Estimated price: $${own[0]} - $${own[1]}`)
    expect(text).toContain('(925) 555-0186')
    expect(text).toContain('Pleasanton Pet Care has your request and will contact you soon.')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the wizard from ZIP 10001 says no partner is in range, with no price', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 })
    const text = await wizardResult(page, '10001', 'new.york@example.org')
    expect(text).toContain(
      'No partner clinic or program in the PetLead network serves ZIP 10001 for Dental care yet, so we cannot show you a price.',
    )
    expect(text).toContain("What happens next: PetLead's team has your request and will e-mail you at new.york@example.org")
    expect(text).not.toMatch(/\$\d/)
    for (const c of demo) expect(text).not.toContain(c.name)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("/main_form from a ZIP near Lancaster e-mails Lancaster's lead address", async () => {
    const { page, errors } = await newPage(browser, { width: 1024, height: 900 })
    await page.goto(`${host.origin}/main_form`)
    await page.getByLabel('Pet name').waitFor()
    await fillAssessment(page, { health: true })
    // 93535 is east Lancaster, not the clinic's own 93534.
    await page.getByLabel('Zip code').fill('93535')
    await page.getByLabel('Email').fill('av.owner@example.com')
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await page.getByRole('button', { name: 'Free AI Pet Health Assessment' }).click()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor({ timeout: 15_000 })
    let lead: Awaited<ReturnType<DemoHost['outbox']>>[number] | undefined
    await expect
      .poll(
        async () => {
          lead = (await host.outbox()).find(
            (m) => /New lead: Pet health assessment/.test(m.subject) && m.text.includes('av.owner@example.com'),
          )
          return lead?.to ?? null
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('leads@lancaster.example.org')
    expect(lead!.subject).toContain('Lancaster Veterinary Center')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a clinic imported by the CLI while the server runs renders from its clinicId alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'petlead-import-'))
    try {
      writeFileSync(join(dir, 'sunset.png'), pngFile('sunset.png', 240, 120).buffer)
      writeFileSync(
        join(dir, 'clinics.json'),
        JSON.stringify([
          {
            id: 'sunset-vet',
            kind: 'clinic',
            name: 'Sunset Veterinary Clinic',
            logo: 'sunset.png',
            website: 'https://sunsetvet.example.org',
            phone: '(415) 555-0177',
            street: '1800 Irving St',
            city: 'San Francisco',
            state: 'CA',
            zip: '94122',
            radiusMiles: 10,
            services: { wellness_exam: { dogSmall: [60, 90], dogLarge: [60, 90], cat: [55, 85] } },
            assessments: ['health'],
            resultsVariant: 'logo-return',
            resultsText: 'Thanks from the Sunset team: your results are in your inbox.',
            leadEmails: ['front-desk@sunsetvet.example.org'],
            theme: { primary: '#9a3412' },
          },
        ]),
      )
      const port = new URL(host.origin).port
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'server/cli/clinics.ts'), 'import', join(dir, 'clinics.json')],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: host.server.deps.config.dataDir, DATABASE_URL: '' },
        },
      )
      expect(stdout).toContain('Imported 1 clinics through the running server: sunset-vet')

      const { page, errors } = await newPage(browser, { width: 1024, height: 800 })
      await page.goto(`${host.origin}/main_form`)
      await page.getByLabel('Pet name').waitFor()
      // A clinic site's embed: the bundle and one element with nothing but the form and the clinicId.
      await page.evaluate(() => {
        const el = document.createElement('div')
        el.id = 'sunset'
        el.dataset.petleadForm = 'clinic-results'
        el.dataset.clinicId = 'sunset-vet'
        document.body.append(el)
        ;(window as unknown as { PetLead: { mountAll(): void } }).PetLead.mountAll()
      })
      const overlay = page.locator('#sunset').getByRole('dialog')
      await overlay.getByText('Thanks from the Sunset team: your results are in your inbox.').waitFor({ timeout: 10_000 })
      const logo = overlay.getByRole('img', { name: /Sunset Veterinary Clinic/ })
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240)
      expect(await logo.getAttribute('src')).toMatch(new RegExp(`^${host.origin}/api/clinics/sunset-vet/logo\\?v=`))
      expect(await page.locator('#sunset').evaluate((el) => getComputedStyle(el).getPropertyValue('--petlead-primary').trim())).toBe(
        '#9a3412',
      )
      await overlay.getByRole('button', { name: 'Return to Website' }).waitFor()
      expect(errors).toEqual([])
      await page.context().close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
