import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { landingEn } from '../../demo/pages/text/landing.en'
import { landingEs } from '../../demo/pages/text/landing.es'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { waitForWidgets, type DemoHost } from './support/demoHost'
import { withDemoHost } from './support/suite'

/**
 * The landing page in Spanish: its "Español" link leads to /?lang=es, served from the Spanish
 * catalogue with `<html lang="es">`, and every widget on it (both calls to action and the contact
 * form) speaks Spanish too; "English" leads back. Under the page's real CSP, and axe clean.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

/** Records every Content-Security-Policy violation the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`), true)
  })
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))]
}

describe('landing page in Spanish', () => {
  it('the Español link turns the whole page and its widgets Spanish, with no CSP violation', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 }, { bypassCSP: false })
    const violations = await watchCsp(page)
    await page.goto(`${host.origin}/`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')

    await page.getByRole('link', { name: 'Español' }).click()
    await page.waitForURL(`${host.origin}/?lang=es`)
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    expect(await page.title()).toBe(landingEs.title)

    // The page's own headings, navigation and calls to action, from the Spanish catalogue.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(landingEs.hero.title)
    for (const name of [
      landingEs.how.title,
      landingEs.services.title,
      landingEs.cta.title,
      landingEs.contact.title,
      landingEs.services.items.spay.title,
    ]) {
      await page.getByRole('heading', { name, exact: true }).waitFor()
    }
    for (const name of [landingEs.nav.how, landingEs.hero.healthCheck, landingEs.services.health.link, landingEs.services.dental.link]) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBeGreaterThanOrEqual(1)
    }
    expect(await page.locator('footer').textContent()).toContain(landingEs.hours)
    // No English sentence of the page's catalogue is left on it.
    const body = (await page.locator('body').textContent())!
    for (const english of [
      landingEn.hero.title,
      landingEn.hero.lead,
      landingEn.how.title,
      landingEn.statement,
      landingEn.hours,
      landingEn.cta.title,
    ]) {
      expect(body).not.toContain(english)
    }

    // Every widget follows: both service-request buttons, the wizard they open, and the contact form.
    expect(await page.locator('[data-petlead-form]').count()).toBe(3)
    await waitForWidgets(page)
    const ctas = page.getByRole('button', { name: 'Solicitar un servicio de bajo costo' })
    expect(await ctas.count()).toBe(2)
    expect(await page.getByRole('button', { name: 'Request a low-cost service' }).count()).toBe(0)
    await ctas.first().click()
    const wizard = page.getByRole('dialog', { name: 'Solicitar un servicio de bajo costo' })
    await wizard.waitFor()
    await wizard.getByLabel('Código postal').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    const contact = page.locator('[data-petlead-form="contact"]')
    await contact.getByRole('button', { name: 'Enviar' }).waitFor()
    await contact.getByLabel('Comentario').waitFor()

    // "English" leads back to the English page.
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`${host.origin}/`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(landingEn.hero.title)

    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('its health and dental links open the forms in Spanish', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: false })
    await page.goto(`${host.origin}/?lang=es`)
    await page.getByRole('link', { name: landingEs.hero.healthCheck, exact: true }).click()
    await page.waitForURL(`${host.origin}/main_form?lang=es`)
    const form = page.locator('[data-petlead-form="health"]')
    // The spec's English labels have their Spanish: the form speaks the page's language.
    await form.getByRole('button', { name: 'Español', pressed: true }).waitFor()
    expect(await form.getByText('Birthday or Approximate').count()).toBe(0)
    expect(await page.locator('.widget-frame').getAttribute('lang')).toBe('es')

    await page.goto(`${host.origin}/?lang=es`)
    await page.getByRole('link', { name: landingEs.services.dental.link, exact: true }).click()
    await page.waitForURL(`${host.origin}/dentipet?lang=es`)
    await page.locator('[data-petlead-form="dental"]').getByRole('button', { name: 'Español', pressed: true }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('is served with the page CSP and no inline script in Spanish too', async () => {
    const res = await fetch(`${host.origin}/?lang=es`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i)
    expect(html.match(/data-petlead-form="[a-z-]+" data-lang="es"/g)).toHaveLength(3)
    // Any other value of lang is the English page.
    expect(await (await fetch(`${host.origin}/?lang=fr`)).text()).toMatch(/<html lang="en">/)
  })

  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    it(`is axe clean in Spanish on ${name}, widgets included`, async () => {
      // axe-core is injected as a script, so this context bypasses the CSP (the first test does not).
      const { page, errors } = await newPage(browser, viewport, name === 'phone' ? { isMobile: true, hasTouch: true } : {})
      await page.goto(`${host.origin}/?lang=es`)
      expect(await page.locator('[data-petlead-form]').count()).toBe(3)
      await waitForWidgets(page)
      await expectNoAxeViolations(page, `landing page in Spanish, ${name}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(errors).toEqual([])
      await page.context().close()
    })
  }
})
