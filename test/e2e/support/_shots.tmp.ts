import { launchBrowser, newPage } from '/work/main/test/e2e/support/browser'
import { startDemoHost } from '/work/main/test/e2e/support/demoHost'
const host = await startDemoHost()
const browser = await launchBrowser()
try {
  for (const [name, vp] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
    const { page, errors } = await newPage(browser, vp, { bypassCSP: false, ...(name === 'phone' ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}) })
    page.on('console', (m) => console.log(name, 'console:', m.text()))
    await page.goto(host.origin + '/')
    await page.waitForFunction(() => document.querySelectorAll('[data-petlead-form]').length === [...document.querySelectorAll('[data-petlead-form]')].filter((e) => e.shadowRoot?.querySelector('.pl-container')).length)
    await page.waitForTimeout(500)
    const sizes = await page.evaluate(() => [...document.querySelectorAll('[data-petlead-form]')].map((e) => { const r = e.getBoundingClientRect(); return `${e.getAttribute('data-petlead-form')} ${Math.round(r.width)}x${Math.round(r.height)}` }))
    console.log(name, sizes, errors)
    await page.screenshot({ path: `/tmp/landing-${name}.png`, fullPage: true })
    await page.screenshot({ path: `/tmp/landing-${name}-top.png` })
    const total = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0, i = 0; y < total; y += vp.height, i++) await page.screenshot({ path: `/tmp/seg-${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: vp.width, height: Math.min(vp.height, total - y) } })
    if (name === 'phone') for (const el of ['.contact-mount', '.cta-mount']) console.log(el, await page.evaluate((s) => getComputedStyle(document.querySelector(s)!).minHeight, el))
    await page.context().close()
  }
} finally {
  await browser.close()
  await host.close()
}
