import { launchBrowser, newPage } from './browser'
const ids = ['willow', 'acacia', 'americavet', 'centralvalley', 'lancaster', 'pleasanton', 'vmcuc', 'willow-park', 'amcp-park', 'amcp']
const browser = await launchBrowser()
const { page } = await newPage(browser, { width: 560, height: 460 })
await page.goto('http://127.0.0.1:18080/routes')
await page.evaluate((ids) => { document.body.innerHTML = '<div style="display:grid;grid-template-columns:1fr 1fr;gap:16px;padding:16px;background:#fff">' + ids.map((id) => `<img src="/assets/logos/${id}.svg" width="240" height="72">`).join('') + '</div>' }, ids)
await page.waitForTimeout(800)
await page.screenshot({ path: '/tmp/logos.png' })
await browser.close()
