import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { newPage } from './support/browser'
import { defaultLookControls } from './support/defaultLook'
import { waitForWidgets, type DemoHost } from './support/demoHost'
import { logIn } from './support/logIn'
import { bookFirstVaccination, postPublic } from './support/postPublic'
import { validLowCost } from '../../server/testing/payloads'
import { withDemoHost } from './support/suite'

/**
 * No control keeps the browser's default look (issue 33 item 9): every button, field, menu, check
 * box and radio of the widgets, the owner's manage page and the workspace is drawn by PetLead's own
 * styles, at a phone's width.
 */
let host: DemoHost
let browser: Browser
withDemoHost((s) => ({ host, browser } = s))

describe("controls drawn by PetLead's styles, not the browser's", () => {
  for (const path of ['/main_form', '/form_Willow', '/form_dental_Willow_Park', '/form_qr_amcp', '/dentipet', '/']) {
    it(`the widgets of ${path}`, async () => {
      const { page } = await newPage(browser, { width: 390, height: 844 })
      await page.goto(`${host.origin}${path}`)
      await waitForWidgets(page)
      expect(await defaultLookControls(page)).toEqual([])
      await page.context().close()
    })
  }

  it("the owner's manage page", async () => {
    const owner = { owner_name: 'Kim Park', email: 'look@example.org', phone: '4155550177', pet_name: 'Mochi', species: 'cat', lang: 'en' }
    await bookFirstVaccination(host.origin, owner)
    const mail = await host.waitForMail((m) => m.to === owner.email && /booking#token=/.test(m.text))
    const link = new URL(/https?:\/\/\S+\/booking#token=\S+/.exec(mail.text)![0])
    const { page } = await newPage(browser, { width: 390, height: 844 })
    await page.goto(`${host.origin}${link.pathname}${link.hash}`)
    await page.locator('#booking-details').waitFor()
    expect(await defaultLookControls(page)).toEqual([])
    await page.context().close()
  })

  it('the workspace: inbox, a lead, Performance, Funnel and Settings', async () => {
    await postPublic(host.origin, '/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })
    const { page } = await newPage(browser, { width: 390, height: 844 })
    // The clinic's owner: the one who also sees Settings.
    await logIn(page, host.origin, { email: 'owner@pleasanton.test' })
    const nav = page.getByRole('navigation', { name: 'Workspace' })
    const found: string[] = []
    const look = async (where: string) => found.push(...(await defaultLookControls(page)).map((c) => `${where}: ${c}`))
    await page.locator('li.ws-lead').first().waitFor()
    await look('Leads')
    await page.locator('li.ws-lead a').first().click()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await look('a lead')
    for (const [name, heading] of [
      ['Performance', 'Performance'],
      ['Funnel', 'Funnel'],
      ['Settings', 'Clinic settings'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click()
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await look(name)
    }
    expect(found).toEqual([])
    // The check sees the browser's look where PetLead's styles are taken away.
    await page.addStyleTag({ content: 'button, input, select { all: revert !important }' })
    expect(await defaultLookControls(page)).not.toEqual([])
    await page.context().close()
  })
})
