import { launchBrowser, newPage } from './browser'
const browser = await launchBrowser()
for (const [block, path] of [[true, '/'], [true, '/routes'], [true, '/'], [true, '/routes'], [true, '/outbox']] as const) {
  const { page } = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: false })
  if (block) await page.route('**/dist/petlead.umd.js', (r) => r.abort())
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto('http://127.0.0.1:18080' + path)
  await page.waitForTimeout(1500)
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
  console.log(path, 'layout', (m.LayoutDuration * 1000).toFixed(0), 'style', (m.RecalcStyleDuration * 1000).toFixed(0), 'script', (m.ScriptDuration * 1000).toFixed(0), 'layouts', m.LayoutCount, 'recalcs', m.RecalcStyleCount)
  await page.context().close()
}
await browser.close()
